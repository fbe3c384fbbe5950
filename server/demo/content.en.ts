import type { DemoPage } from './content';
import {
  accordion,
  banner,
  blockquote,
  bulletList,
  buttonGroup,
  button,
  callout,
  divider,
  documentOf,
  heading,
  image,
  leadImage,
  link,
  listItem,
  numberedList,
  paragraph,
  pullquote,
  redBar,
  taggedPreview,
  text,
  whiteCards,
} from './nodes';

const series: DemoPage[] = [
  {
    slug: 'city-of-water',
    title: 'City of Water',
    collection: 'series',
    system: 'projects',
    locale: 'en',
    owner: 'editor',
    published: true,
    publishedDaysAgo: 60,
    precis: 'A season of stories about the harbour, the rain and the reservoirs that shaped Hong Kong.',
    imageUrl: '/demo/harbour.svg',
    body: documentOf(
      leadImage(
        'Every street in this city runs downhill to the sea.',
        '/demo/harbour.svg',
        'Victoria Harbour at first light.',
        'Drawing of a harbour with ships and hills at sunrise.',
      ),
      paragraph(
        'Hong Kong was built on the edge of the water and, for much of its history, on top of it. ',
        text('City of Water', { italic: true }),
        ' follows the harbour, the typhoon shelters and the hillside reservoirs through the people who have worked, fished, swum and waited beside them.',
      ),
      paragraph(
        'New stories join the series through the winter. Each one can be read on its own; together they make a map of a city that has never stopped negotiating with the sea.',
      ),
      redBar('In this series'),
      whiteCards(
        {
          title: 'The Long View',
          description: 'Two centuries of Victoria Harbour, told from its shifting shoreline.',
          link: '/en/stories/the-long-view',
          image: '/demo/harbour.svg',
          image_alt: 'Drawing of a harbour with ships and hills.',
        },
        {
          title: 'Typhoon Shelter Nights',
          description: 'Life after dark in the last of the floating neighbourhoods.',
          link: '/en/stories/typhoon-shelter-nights',
          image: '#7AAEE5',
        },
        {
          title: 'Reservoirs Above the City',
          description: 'The Victorian engineers who dammed the hills.',
          link: '/en/stories/reservoirs-above-the-city',
          image: '/demo/reservoir.svg',
          image_alt: 'Drawing of a stone dam in green hills.',
        },
      ),
      banner(
        'Cities and Water: a symposium',
        'Historians, engineers and artists meet for a day of talks on living with the sea. Booking is open.',
        'mailto:events@example.org?subject=Cities%20and%20Water',
      ),
    ),
  },
  {
    slug: 'voices-of-the-archive',
    title: 'Voices of the Archive',
    collection: 'series',
    system: 'projects',
    locale: 'en',
    owner: 'colleague',
    published: true,
    publishedDaysAgo: 120,
    precis: 'Letters, ledgers and recordings from the Institute archive, read aloud and read closely.',
    imageUrl: '/demo/archive.svg',
    body: documentOf(
      leadImage(
        'What the boxes remember.',
        '/demo/archive.svg',
        'Archive shelving on Level 2 of the Hill Road building.',
        'Drawing of tall archive shelves lined with boxes.',
      ),
      paragraph(
        'The Institute archive holds more than forty thousand items, from shipping ledgers to cassette tapes of neighbourhood meetings. In this series our archivists and visiting fellows choose one item each and follow where it leads.',
      ),
      taggedPreview(
        {
          title: 'Plan a research visit',
          description: 'The reading room is open to researchers by appointment, Tuesday to Saturday.',
          link: 'mailto:archive@example.org',
          color: '#00afdb',
        },
        {
          title: 'Hong Kong Memory',
          description: 'A public collection of digitised photographs, films and oral histories.',
          link: 'https://www.hkmemory.hk',
          color: '#74B87A',
        },
      ),
    ),
  },
];

const stories: DemoPage[] = [
  {
    slug: 'typhoon-shelter-nights',
    title: 'Typhoon Shelter Nights',
    collection: 'stories',
    system: 'csw',
    locale: 'en',
    owner: 'editor',
    published: true,
    publishedDaysAgo: 21,
    parentSlug: 'city-of-water',
    precis: 'After dark in the Causeway Bay typhoon shelter, a handful of families keep an older harbour alive.',
    imageUrl: '/demo/harbour.svg',
    body: documentOf(
      paragraph(
        'At nine in the evening the water inside the breakwater is so still that the lamps of the sampans hardly move. Mrs Chan has lived on a boat here for fifty-one years, and she can tell the weather by the sound the ropes make.',
      ),
      paragraph(
        'The shelter was built to protect fishing fleets from the typhoons of late summer. Today most of its moorings belong to pleasure craft, but a few households remain, and with them a way of living that the rest of the city has mostly forgotten.',
      ),
      heading('h2', 'A neighbourhood without streets'),
      paragraph(
        'Neighbours visit by sampan. Groceries arrive by sampan. When the children were small, ',
        text('the school boat', { bold: true }),
        ' came at seven every morning and brought them home at four.',
      ),
      pullquote('On land you have an address. On the water you have neighbours.', 'Chan Mei-ling, resident since 1975'),
      image('/demo/harbour.svg', 'Sampans moored inside the breakwater.', {
        alt: 'Drawing of small boats on calm water below hills.',
        position: 'left',
      }),
      paragraph(
        'The families we met are not nostalgic, exactly. They talk about damp, about noise from the expressway, about the cost of repairing a hull. But every one of them said the same thing when asked whether they would move ashore: not yet.',
      ),
      divider(),
      paragraph(
        'This story is part of ',
        link('/en/series/city-of-water', 'City of Water'),
        '. Oral history recordings from the shelter are held in the Institute archive.',
      ),
    ),
  },
  {
    slug: 'reservoirs-above-the-city',
    title: 'Reservoirs Above the City',
    collection: 'stories',
    system: 'csw',
    locale: 'en',
    owner: 'colleague',
    published: true,
    publishedDaysAgo: 14,
    parentSlug: 'city-of-water',
    precis: 'How a thirsty colonial port dammed its hills, and what the granite dams look like a century later.',
    imageUrl: '/demo/reservoir.svg',
    body: documentOf(
      leadImage(
        'A city that ran out of water, again and again.',
        '/demo/reservoir.svg',
        'Masonry dam and valve house, Tai Tam.',
        'Drawing of a stone dam holding back a reservoir in green hills.',
      ),
      paragraph(
        'For its first fifty years Hong Kong drank from wells and streams. Droughts were frequent and cholera followed them. The reservoirs that now sit quietly in the country parks were the answer of engineers who had to build fast, on steep ground, with stone cut on site.',
      ),
      heading('h2', 'Reading the dams'),
      paragraph('Walk the Tai Tam reservoir trail and the history is written in the masonry:'),
      bulletList(
        'dressed granite facing on the older dams, laid by hand;',
        listItem(
          'cast-iron bridges and valve houses shipped from Britain in pieces;',
          bulletList('some still carry the foundry marks of Glasgow makers;', 'others were replaced after the war.'),
        ),
        'concrete spillways added as the catchments grew.',
      ),
      callout(
        'Visiting the trail',
        'The waterworks heritage trail is open every day. Allow three hours, bring water, and avoid the trail after heavy rain.',
      ),
      heading('h3', 'Further reading'),
      paragraph(
        'The Antiquities and Monuments Office publishes notes on the declared monuments of the waterworks: ',
        link('https://www.amo.gov.hk', 'www.amo.gov.hk'),
        '.',
      ),
    ),
  },
  {
    slug: 'letters-from-the-reading-room',
    title: 'Letters from the Reading Room',
    collection: 'stories',
    system: 'csw',
    locale: 'en',
    owner: 'colleague',
    published: true,
    publishedDaysAgo: 45,
    parentSlug: 'voices-of-the-archive',
    precis: 'A bundle of letters between two shopkeepers in 1930s Kowloon turns out to be a history of the typeface trade.',
    imageUrl: '/demo/archive.svg',
    body: documentOf(
      paragraph(
        'The bundle came to us in a biscuit tin: sixty-two letters, tied with string, between a type foundry in Sham Shui Po and a print shop in Macau. Most are orders. Some are complaints. A few are something else entirely.',
      ),
      blockquote(
        'left',
        'The new characters are very handsome but the brush strokes of your 書 are too heavy for our small sizes. Please cut again and send by the Thursday boat.',
      ),
      paragraph(
        'Read in sequence, the letters trace how metal type for Chinese was designed, cut and shipped around the Pearl River Delta, and how much of that knowledge lived in the hands of a few craftsmen.',
      ),
      heading('h2', 'What we learned'),
      numberedList(
        'Characters were ordered by frequency lists drawn up by the printers themselves.',
        'Small sizes were redrawn, not simply reduced, so that strokes would survive the press.',
        'Payment was often in kind: paper, ink, and on one occasion a bicycle.',
      ),
      paragraph(
        text('The letters can be consulted in the reading room', { bold: true }),
        ' by appointment. Ask for collection HL/TYPE/12.',
      ),
    ),
  },
  {
    slug: 'a-garden-on-the-roof',
    title: 'A Garden on the Roof',
    collection: 'stories',
    system: 'csw',
    locale: 'en',
    owner: 'editor',
    published: true,
    publishedDaysAgo: 7,
    precis: 'Students and neighbours turned the flat roof of the old lecture block into a kitchen garden. Here is what grew.',
    imageUrl: '/demo/garden.svg',
    body: documentOf(
      image('/demo/garden.svg', 'Raised beds on the roof of the Hill Road lecture block.', {
        alt: 'Drawing of vegetable beds on a flat roof among tall buildings.',
        narrativeCaption: 'The beds are built from timber reclaimed from the old seminar rooms.',
      }),
      paragraph(
        'Two years ago the roof of the lecture block held a water tank, a broken chair and a view. Today it feeds a weekly lunch for forty people.',
      ),
      heading('h2', 'The first season'),
      paragraph(
        'The first planting was ambitious and mostly failed. Tomatoes split in the rain, the basil bolted, and the wind took a whole bed of lettuce. ',
        text('Choi sum, spring onions and sweet potato leaves', { italic: true }),
        ' did well and have been the backbone of the garden since.',
      ),
      pullquote(
        'We thought we were growing vegetables. Mostly we were growing a timetable for the building.',
        'Priya Natarajan, garden coordinator',
      ),
      heading('h2', 'How to join'),
      paragraph('Volunteers meet on the roof every Saturday at 9:00. No experience is needed; gloves are provided.'),
      buttonGroup(
        'left',
        button('Volunteer with us', 'mailto:garden@example.org', { hasArrow: true }),
        button('Book a seat at the harvest lunch', 'mailto:garden@example.org?subject=Harvest%20lunch', {
          on: '2026-11-15',
          off: '2026-12-20',
        }),
      ),
    ),
  },
  {
    slug: 'the-neon-restorers',
    title: 'The Neon Restorers',
    collection: 'stories',
    system: 'csw',
    locale: 'en',
    owner: 'editor',
    published: false,
    publishedDaysAgo: null,
    precis: 'Draft: the last glass benders of Hong Kong and the signs they are saving.',
    imageUrl: '/demo/neon.svg',
    body: documentOf(
      paragraph(
        'In a workshop in Yau Ma Tei, a glass tube the thickness of a finger glows orange over a ribbon burner. Wu Chi-kin bends it by hand, by eye, in a single movement.',
      ),
      heading('h2', 'Notes for the edit'),
      bulletList(
        'Confirm the number of licensed signs removed since 2010.',
        'Ask the museum about photography rights.',
        'Check the spelling of the workshop name in Chinese.',
      ),
      accordion(
        'Interview transcript (excerpt)',
        'Q: When did you start bending glass?',
        'A: At fifteen. My uncle said I had steady hands and no patience for school.',
      ),
    ),
  },
];

export const englishPages: DemoPage[] = [...series, ...stories];
