import { useParams } from 'react-router-dom';
import type { Locale } from '../../contract';
import { isLocale } from './paths';

export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : 'en';
}
