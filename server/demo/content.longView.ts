import type { DemoPage } from './content';
import {
  accordion,
  blockquote,
  bulletList,
  button,
  buttonGroup,
  callout,
  divider,
  documentOf,
  heading,
  image,
  leadImage,
  link,
  numberedList,
  paragraph,
  pullquote,
  redBar,
  table,
  text,
} from './nodes';

/** The longest demo story; the reader benchmarks render it. */
export const theLongView: DemoPage = {
  slug: 'the-long-view',
  title: 'The Long View: Two Centuries of Victoria Harbour',
  collection: 'stories',
  system: 'csw',
  locale: 'en',
  owner: 'editor',
  published: true,
  publishedDaysAgo: 30,
  parentSlug: 'city-of-water',
  precis:
    'The harbour is narrower, busier and more argued over than ever. A walk along its changing shoreline, from the first praya to the promenades of today.',
  imageUrl: '/demo/harbour.svg',
  body: documentOf(
    leadImage(
      'The harbour is the oldest public space in Hong Kong, and the most contested.',
      '/demo/harbour.svg',
      'Looking east from the Central piers at dawn.',
      'Drawing of a harbour with ships and hills at sunrise.',
    ),
    paragraph(
      'Stand at the end of any pier in Central and look across to Tsim Sha Tsui. The water between you is the reason the city exists. It is also, by most measures, less than half as wide as it was when the first surveyors drew it.',
    ),
    paragraph(
      'This is a story about that narrowing: about the people who filled the harbour in, the people who fought to stop them, and the many more who simply lived beside it, crossed it twice a day, fished it, swam in it and watched it from their windows.',
    ),
    paragraph(
      'It is told from the shoreline, because the shoreline is where the harbour and the city meet, and where the argument between them has always been loudest.',
    ),
    redBar('Before the city'),
    paragraph(
      'Before 1841 the northern shore of Hong Kong Island was a scatter of fishing villages, stone quarries and small farms. The deep, sheltered water between the island and the Kowloon peninsula was already known to sailors, who used it to wait out storms and to trade away from the eyes of officials in Canton.',
    ),
    paragraph(
      'What made the anchorage valuable was its shape. Mountains on both sides broke the worst of the wind. Two narrow entrances, at Lei Yue Mun in the east and the Sulphur Channel in the west, kept out the swell of the open sea. The water was deep close to shore, so large ships could anchor within rowing distance of the beach.',
    ),
    paragraph(
      'The earliest maps show a coastline of small bays and headlands, with streams running straight down the hillsides into the sea. Almost none of that coastline survives. To find it today you have to look at street names, at the line where the ground stops sloping, and at the old boundary stones that now stand hundreds of metres inland.',
    ),
    image('/demo/harbour.svg', 'The original shoreline, traced over a modern street plan.', {
      alt: 'Drawing of the harbour, its old shoreline far inland of today’s.',
      narrativeCaption:
        'The dashed line follows the high-water mark recorded in the 1840s; almost everything north of it is reclaimed land.',
    }),
    heading('h2', 'The praya'),
    paragraph(
      'The first colonial town grew along a narrow strip between the hills and the sea. Merchants built godowns with their backs to the slope and their doors to the water, and a waterfront road, the praya, ran in front of them. Cargo moved from ship to lighter to shore by hand.',
    ),
    paragraph(
      'Land was scarce almost at once. The hills were steep and the town was growing faster than anyone had planned for, so the obvious move was outwards, into the sea. Small private reclamations began in the 1850s, each merchant pushing his own frontage a few metres further out.',
    ),
    paragraph(
      'The results were uneven and often unhealthy. Drains emptied onto the new ground, the seawalls leaked, and the stretches of foreshore that nobody owned became dumps. By the 1880s the colonial government concluded that piecemeal filling had to give way to a single, planned scheme.',
    ),
    pullquote('Every generation has believed it was making the last reclamation.', 'Dr Helen Tsang, historical geographer'),
    paragraph(
      'The Praya Reclamation Scheme, carried out between the late 1880s and the early 1900s, moved the Central waterfront out by roughly the width of a city block and created the land on which Des Voeux Road, Chater Road and Statue Square now stand. It also set a pattern that would repeat for a century: a new seafront, built for a new kind of port, which within a generation would itself be too small.',
    ),
    heading('h3', 'How reclamation was done'),
    paragraph(
      'The technique changed less than you might think. A seawall was built first, in granite blocks quarried from the hills behind. The area behind the wall was then filled with whatever was to hand: earth from hillside cuttings, rubble from demolished buildings and, later, sand dredged from the seabed.',
    ),
    numberedList(
      'Survey the new line of the shore and drive marker piles.',
      'Build the seawall, course by course, from the seabed up.',
      'Fill behind the wall and leave the fill to settle, sometimes for years.',
      'Lay drains and roads, and only then sell the new lots.',
    ),
    paragraph(
      'Settlement was the slow part. Buildings put up too soon on new fill cracked and tilted, and some of the older streets in Central and Wan Chai still have a visible slope where one reclamation meets the next.',
    ),
    redBar('Storms and shelters'),
    paragraph(
      'The harbour protected ships from ordinary weather but not from the strongest typhoons. In September 1906 a storm struck with almost no warning and wrecked thousands of boats in a few hours. Many of the dead were members of the boat-dwelling families who lived on the water all year round.',
    ),
    paragraph(
      'The disaster led directly to the building of typhoon shelters: enclosed basins protected by breakwaters, where small craft could ride out a storm. The shelter at Causeway Bay, the one at Yau Ma Tei and others that followed became neighbourhoods in their own right, with floating shops, restaurants and schools.',
    ),
    blockquote(
      'left',
      'When the number eight signal went up my father would bring the boat in and tie it to our cousins, and our cousins to theirs. By night the whole shelter was one big raft. You could walk from one side to the other without getting your feet wet.',
    ),
    paragraph(
      'The storm warning system itself grew out of the same anxiety. The numbered signals that every Hong Kong child still learns were first hoisted as shapes and drums on masts around the harbour, so that boats far from any telegraph office could read them.',
    ),
    callout(
      'Reading the signals',
      'The Hong Kong Observatory explains the history and meaning of each tropical cyclone warning signal on its website.',
      paragraph('See ', link('https://www.hko.gov.hk', 'www.hko.gov.hk'), ' for current warnings and historical records.'),
    ),
    heading('h2', 'Crossing the water'),
    paragraph(
      'For most of the city\u2019s history the only way across the harbour was by boat. Walla-wallas, small motorised sampans, ran through the night. Vehicular ferries carried lorries and buses. The Star Ferry, running since the late nineteenth century, became the crossing everybody knew.',
    ),
    paragraph(
      'The ferry shaped daily life in ways that are easy to forget. Offices were on one side and homes on the other, so the crossing was a fixed part of the working day: eight minutes of open air, wind and noise between the two halves of the city.',
    ),
    pullquote('The ferry was the only place where the banker and the hawker sat on the same bench.', 'Lo Wing-sze, retired ferry deckhand'),
    paragraph(
      'Each new crossing changed the shoreline again. Piers were rebuilt further out as the land advanced; the clock tower that once stood at the Kowloon terminus of the railway, now stranded on a promenade, marks where ships once tied up.',
    ),
    image('/demo/skyline.svg', 'The Kowloon waterfront seen from the Central ferry piers.', {
      alt: 'Drawing of a waterfront skyline of towers.',
      position: 'right',
    }),
    paragraph(
      'The opening of the Cross-Harbour Tunnel in 1972 was the beginning of the end of the harbour as a barrier. Two more road tunnels and several rail crossings followed. The ferries survived, but as one choice among many rather than the only way home.',
    ),
    heading('h3', 'A timeline of crossings'),
    table(
      ['Period', 'Crossing', 'What changed'],
      ['Late 1800s', 'Ferry services between Central and Tsim Sha Tsui', 'A scheduled crossing for passengers'],
      ['1930s', 'Vehicular ferries', 'Lorries and cars could cross without unloading'],
      ['1972', 'Cross-Harbour Tunnel', 'The first fixed road link under the harbour'],
      ['1980', 'First rail crossing', 'Commuters could cross without seeing the water'],
      ['1989 and 1997', 'Eastern and Western road tunnels', 'Traffic spread along the whole harbour'],
    ),
    redBar('The race for land'),
    paragraph(
      'After the Second World War the city\u2019s population grew faster than at any point in its history. Refugees arrived from across the border, factories were built wherever there was space, and the pressure on land became intense. Reclamation, which had been a tool of the port, became a tool of housing and industry.',
    ),
    paragraph(
      'Whole new districts rose from the sea. Much of Kwun Tong, the runway at Kai Tak, and large parts of Wan Chai North and West Kowloon stand on reclaimed land. Each project was justified on its own terms: a new road here, a container terminal there, a railway depot somewhere else.',
    ),
    paragraph(
      'Taken together, they narrowed the harbour dramatically. Engineers began to worry about currents and water quality; residents noticed that the view from their windows now ended at a flyover instead of the sea.',
    ),
    bulletList(
      'Narrower water meant faster currents and rougher crossings for small boats.',
      'Less open water meant slower dilution of sewage and industrial waste.',
      'New land on the shore meant the old seafront districts lost their waterfront entirely.',
    ),
    paragraph(
      'By the 1990s a coalition of residents, planners and lawyers had begun to argue that the harbour was not simply unused land waiting to be filled, but a natural and public asset that deserved protection in its own right.',
    ),
    heading('h2', 'Protecting the harbour'),
    paragraph(
      'In 1997 the Protection of the Harbour Ordinance was passed, establishing a presumption against reclamation in the central harbour. A later court ruling set a high bar for any further filling: a project would have to show an overriding public need, with no reasonable alternative.',
    ),
    pullquote(
      'For the first time the harbour had a legal voice of its own.',
      'Winston Ho, former member of a harbourfront advisory committee',
    ),
    paragraph(
      'The effect was immediate. Several planned reclamations were scaled back or abandoned, and those that went ahead were redesigned around tunnels and promenades rather than new building land. The argument over the harbour shifted from how much to fill to how the existing waterfront should be used.',
    ),
    paragraph(
      'That argument continues. Developers want the commercial value of a harbour view; residents want places to sit, walk and fish; the government wants roads that do not jam. The harbourfront that exists today is the product of all three, and nobody is entirely happy with it.',
    ),
    accordion(
      'What counts as reclamation?',
      'Reclamation usually means creating permanent dry land where there was sea. Temporary works, piers on piles and floating structures are treated differently, which is why so much recent waterfront construction stands on stilts.',
      'The distinction matters because the protection law is written in terms of reclamation, not of building in general.',
    ),
    accordion(
      'How much of the harbour has been filled?',
      'Estimates vary with where you draw the edges of the harbour, but most researchers agree that the water area has shrunk by around half since the 1840s, and that some stretches are now less than a kilometre wide.',
    ),
    redBar('The harbourfront today'),
    paragraph(
      'Walk from Central to Wan Chai today and you pass through a new kind of public space: lawns on reclaimed land, a promenade where there used to be cargo handling areas, and temporary event grounds on sites that are still waiting for a permanent plan.',
    ),
    paragraph(
      'On weekday mornings the promenades belong to joggers and tai chi groups. At lunchtime office workers eat on the steps. On Sundays the domestic workers who make so much of the city\u2019s family life possible gather in their thousands, and the waterfront becomes, for a day, the most cosmopolitan place in Hong Kong.',
    ),
    image('/demo/skyline.svg', 'The Wan Chai promenade on a Sunday afternoon.', { alt: 'Drawing of a waterfront skyline of towers.' }),
    paragraph(
      'Fishing has returned too. Men and a few women stand at the railings with long rods and buckets, catching small fish that would not have survived in the polluted water of the 1980s. The cleanup of the harbour, slow and expensive, is one of the quiet successes of the last thirty years.',
    ),
    paragraph(
      'There is even talk of swimming. The cross-harbour race, abandoned for decades because of the water quality, was revived in the 2010s, and every year a few thousand swimmers make the crossing that their grandparents once made by ferry.',
    ),
    heading('h3', 'Questions that remain'),
    bulletList(
      text('Who should run the waterfront?', { bold: true }),
      'How can a promenade be both a park and a transport corridor?',
      'What should happen to the typhoon shelters as the last boat-dwelling families grow older?',
      'Can the harbour be made more accessible without being made more commercial?',
    ),
    divider(),
    heading('h2', 'Looking back, looking out'),
    paragraph(
      'It is tempting to tell the history of the harbour as a story of loss: of water, of views, of the fishing villages and boat communities that were moved aside. That story is true, but it is not the whole truth.',
    ),
    paragraph(
      'The same reclamations that narrowed the harbour also gave a crowded city room for homes, schools, hospitals and parks. The same tunnels that emptied the ferries made it possible for people to live in one part of the city and work in another. Every generation has made trade-offs with the sea, and every generation has believed that its own were the sensible ones.',
    ),
    paragraph(
      'What has changed is who gets to make those trade-offs. A century ago the shoreline was decided by a handful of merchants and engineers. Today it is argued over in public consultations, in court and on the promenade itself.',
    ),
    paragraph(
      'Stand at the end of the pier again and look across. The harbour is narrower than it was, but it is also cleaner, more public and more fiercely loved. ',
      text('The long view, it turns out, is still worth taking.', { italic: true }),
    ),
    callout(
      'About this story',
      'This story draws on interviews recorded for the Institute\u2019s oral history project and on maps and plans held in the Institute archive.',
      paragraph(
        'Read more in ',
        link('/en/projects/oral-histories-of-the-waterfront', 'Oral Histories of the Waterfront'),
        ' and ',
        link('/en/projects/mapping-the-old-shoreline', 'Mapping the Old Shoreline'),
        '.',
      ),
    ),
    buttonGroup(
      'center',
      button('Explore the series', '/en/series/city-of-water', { hasArrow: true }),
      button('Join the harbour walk', '/en/events/harbour-walk-central-to-north-point', { on: '2026-11-01', off: '2026-11-28' }),
    ),
  ),
};
