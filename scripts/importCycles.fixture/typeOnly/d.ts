// Used only as a type, without `import type`: TypeScript erases this import too.
import { Shape } from './c';
import type { Shape as Named } from './c';

export const shape = (sides: number): Shape & Named => ({ sides });
