// zod is made jitless before the contract below builds its first schema (src/zod-config.ts).
import '../zod-config';

/** What the browser client reads its answers with; its first call loads it (bequest.tsx). */
export { readRouteAnswer } from '@bequest/sdk/app';
