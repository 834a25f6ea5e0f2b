import { POPUP_WINDOW } from '@lucky/contracts/common/constants';
import { safeSiteLink } from '@lucky/contracts/common/site-link';

/** Opens a customer-service chat in the spec's 440x500 popup window, centred on the screen. */
export function openCustomerService(link: string | undefined): void {
  // The operator's link passes the site-link rule again here: a stored javascript: or off-site trick opens nothing.
  const url = safeSiteLink(link);
  if (!url) return;
  const left = Math.max(0, Math.round((window.screen.width - POPUP_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - POPUP_WINDOW.height) / 2));
  window.open(
    url,
    'customer-service',
    `width=${POPUP_WINDOW.width},height=${POPUP_WINDOW.height},left=${left},top=${top},noopener`,
  );
}
