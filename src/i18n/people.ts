import { lazyMessages, type LocaleMessages } from './translate';
import { peopleEn, type PeopleKey } from './people.en';

export const peopleMessages: LocaleMessages<PeopleKey> = lazyMessages(peopleEn, async () => (await import('./people.zh-HK')).peopleZhHK);
