import { later } from './b';

export const first = () => later();
