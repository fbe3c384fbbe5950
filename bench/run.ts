// `npm run bench`: prints figures and ratios; it does not pass or fail.
import { runApiBench } from './api.bench';

await runApiBench();
