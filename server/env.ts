import type { User } from './db/schema';
import type { AppDeps } from './deps';

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: User | null;
    token: string | null;
  };
}
