import type { DemoPage } from './content';
import {
  accordion,
  banner,
  bulletList,
  button,
  buttonGroup,
  callout,
  documentOf,
  grayCards,
  heading,
  image,
  leadImage,
  legacyParagraph,
  link,
  numberedList,
  paragraph,
  redBar,
  table,
  taggedPreview,
  text,
} from './nodes';

const news: DemoPage[] = [
  {
    slug: 'winter-opening-hours',
    title: 'Winter opening hours',
    collection: 'news',
    system: 'projects',
    locale: 'en',
    owner: 'colleague',
    published: true,
    publishedDaysAgo: 1,
    precis: 'The library, archive and galleries keep shorter hours over the winter break.',
    body: documentOf(
      paragraph('From 21 December to 3 January the Institute keeps shorter hours. The roof garden is closed for the season.'),
      table(
        ['Space', 'Weekdays', 'Saturday', 'Sunday and public holidays'],
        ['Library', '10:00 to 18:00', '10:00 to 14:00', 'Closed'],
        ['Archive reading room', 'By appointment', 'By appointment', 'Closed'],
        ['Galleries', '11:00 to 19:00', '11:00 to 19:00', '13:00 to 17:00'],
      ),
      paragraph(
        text('Note:', { bold: true }),
        ' the building is closed on 25 December and 1 January.',
        text(' Bookings made before 20 December are honoured.', { color: '#717174' }),
      ),
    ),
  },
  {
    slug: 'new-reading-room-opens',
    title: 'A new reading room opens on Hill Road',
    collection: 'news',
    system: 'projects',
    locale: 'en',
    owner: 'editor',
    published: true,
    publishedDaysAgo: 3,
    precis: 'The archive reading room has moved into the restored east wing, with twice the desks and daylight at last.',
    imageUrl: '/demo/archive.svg',
    body: documentOf(
      image('/demo/archive.svg', 'The restored east wing reading room.', { alt: 'Drawing of tall archive shelves lined with boxes.' }),
      paragraph(
        'After eighteen months of works the archive reading room has reopened in the east wing of the Hill Road building. The new room seats thirty-two readers, has a dedicated space for maps and large-format material, and, for the first time, windows.',
      ),
      heading('h2', 'What is new'),
      bulletList(
        'Thirty-two reading desks, eight of them height-adjustable.',
        'A map table and overhead scanner for large documents.',
        'A listening station for the oral history collection.',
      ),
      callout(
        'Booking a desk',
        'Desks can be booked up to two weeks ahead. Researchers new to the archive should bring identification on their first visit.',
      ),
      buttonGroup('left', button('Book a desk', 'mailto:archive@example.org?subject=Desk%20booking', { hasArrow: true })),
    ),
  },
  {
    slug: 'visiting-fellows-2027',
    title: 'Visiting fellows for 2027 announced',
    collection: 'news',
    system: 'projects',
    locale: 'en',
    owner: 'editor',
    published: true,
    publishedDaysAgo: 10,
    precis: 'Five researchers and artists join the Institute next year to work on water, language and the city.',
    body: documentOf(
      paragraph(
        'The Institute is pleased to welcome five visiting fellows in 2027. They were chosen from more than two hundred applications by a panel of staff and external advisers.',
      ),
      table(
        ['Fellow', 'Field', 'Project'],
        ['Dr Amara Okafor', 'Urban history', 'Port cities of the Indian Ocean'],
        ['Leung Ka-yan', 'Sound art', 'Recording the typhoon shelters'],
        ['Professor Tomás Rivera', 'Hydrology', 'Rainfall and the hillside city'],
        ['Dr Mei Fujita', 'Linguistics', 'Harbour words in Cantonese and Hakka'],
        ['Jonah Whitfield', 'Photography', 'The reclaimed shore at night'],
      ),
      paragraph(
        'The fellows will give public talks through the year. Details will appear on the ',
        link('/en/events/cities-and-water-symposium', 'events pages'),
        ' as they are confirmed.',
      ),
    ),
  },
  {
    slug: 'call-for-proposals-2027',
    title: 'Call for proposals: community projects 2027',
    collection: 'news',
    system: 'projects',
    locale: 'en',
    owner: 'colleague',
    published: false,
    publishedDaysAgo: null,
    precis: 'Draft: small grants for neighbourhood history projects.',
    body: documentOf(
      paragraph('The Institute invites proposals for small community history projects, with grants of up to HK$50,000.'),
      numberedList(
        'Read the guidance notes.',
        'Send a two-page proposal by 28 February.',
        'Shortlisted groups are invited to a conversation in March.',
      ),
      accordion(
        'Who can apply?',
        'Community groups, schools and informal collectives based in Hong Kong. Individuals may apply with the support of a group.',
      ),
    ),
  },
  {
    slug: 'archive-digitisation-grant',
    title: 'Archive receives digitisation grant',
    collection: 'news',
    system: 'projects',
    locale: 'en',
    owner: null,
    published: true,
    publishedDaysAgo: 2441,
    precis: 'Imported from the old site: a three-year grant to digitise the shipping ledgers.',
    body: documentOf(
      legacyParagraph(
        { bold: 'Hong Kong, March 2020.' },
        ' The Institute archive has been awarded a three-year grant to digitise its collection of shipping ledgers, ',
        { italic: 'covering the years 1880 to 1941' },
        '.',
      ),
      legacyParagraph(
        'The ledgers record cargoes, crews and fees for thousands of voyages through the harbour. ',
        { bold: 'Digitised pages will be available online' },
        ' as each volume is completed.',
      ),
    ),
  },
];

const projects: DemoPage[] = [
  {
    slug: 'oral-histories-of-the-waterfront',
    title: 'Oral Histories of the Waterfront',
    collection: 'projects',
    system: 'csw',
    locale: 'en',
    owner: 'editor',
    published: true,
    publishedDaysAgo: 200,
    precis: 'More than three hundred interviews with people who lived and worked on the harbour, recorded since 2019.',
    imageUrl: '/demo/harbour.svg',
    body: documentOf(
      leadImage(
        'Three hundred voices from the water\u2019s edge.',
        '/demo/harbour.svg',
        'Recording on a sampan in the Yau Ma Tei typhoon shelter.',
        'Drawing of small boats on calm water below hills.',
      ),
      paragraph(
        'Since 2019 the Institute has recorded interviews with ferry crews, fishermen, dock workers, boat-dwelling families and harbourfront residents. The recordings are transcribed in Cantonese and English and catalogued in the archive.',
      ),
      redBar('The collection'),
      grayCards(
        {
          title: 'Ferries',
          description: 'Deckhands, pier masters and daily commuters.',
          link: '/en/stories/the-long-view',
          image: '#F6E36C',
        },
        {
          title: 'Shelters',
          description: 'Families who lived in the typhoon shelters.',
          link: '/en/stories/typhoon-shelter-nights',
          image: '#7AAEE5',
        },
        {
          title: 'Docks',
          description: 'Cargo handlers from the era before containers.',
          link: '/en/projects/mapping-the-old-shoreline',
          image: '#EF652A',
        },
      ),
      heading('h2', 'Take part'),
      paragraph(
        'If you or your family have a story of the harbour, we would like to hear it. Interviews can be recorded at the Institute or at home, in any language.',
      ),
      buttonGroup(
        'left',
        button('Contact the project team', 'mailto:oralhistory@example.org', { hasArrow: true }),
        button('Call us', 'tel:+85200000000'),
      ),
    ),
  },
  {
    slug: 'mapping-the-old-shoreline',
    title: 'Mapping the Old Shoreline',
    collection: 'projects',
    system: 'csw',
    locale: 'en',
    owner: 'colleague',
    published: true,
    publishedDaysAgo: 90,
    precis: 'A digital atlas that lays two centuries of reclamation maps over the streets of today.',
    imageUrl: '/demo/skyline.svg',
    body: documentOf(
      paragraph(
        'The shoreline of Hong Kong has moved so often that the city is built on several generations of coast. This project georeferences historical maps and survey plans from the archive so that each former shoreline can be followed on the ground.',
      ),
      heading('h2', 'Sources'),
      bulletList(
        'Admiralty charts of the 1840s and 1860s.',
        'Praya reclamation plans, 1889 to 1904.',
        'Post-war survey sheets and aerial photographs.',
      ),
      taggedPreview(
        {
          title: 'Open data',
          description: 'Download the shoreline layers for your own research.',
          link: 'mailto:maps@example.org?subject=Shoreline%20data',
          color: '#EE3A43',
        },
        {
          title: 'Public map services',
          description: 'Government base maps used as the modern reference layer.',
          link: 'https://www.map.gov.hk',
          color: '#717174',
        },
      ),
      banner(
        'Walk the old shoreline',
        'Join a guided walk from Central to North Point, following the coast of the 1840s.',
        'mailto:events@example.org?subject=Harbour%20walk',
      ),
    ),
  },
];

export const newsAndProjectPages: DemoPage[] = [...news, ...projects];
