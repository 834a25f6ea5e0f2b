/**
 * The first module the page runs (index.html loads it before main.tsx): it starts the status call
 * at once, while the rest of the site's code is still being evaluated and the boot splash drawn,
 * instead of after that. The status gate's call takes this answer (`startCallEarly`).
 */
import { startCallEarly } from '../../lib/api-client.ts';

startCallEarly('systemStatus', { query: { url: window.location.host } });
