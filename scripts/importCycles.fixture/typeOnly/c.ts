import { shape } from './d';

export interface Shape {
  sides: number;
}

export const square = shape(4);
