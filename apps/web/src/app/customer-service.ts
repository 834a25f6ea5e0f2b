import { POPUP_WINDOW } from '@lucky/contracts/common/constants';

/** Opens a customer-service chat in the spec's 440x500 popup window, centred on the screen. */
export function openCustomerService(url: string | undefined): void {
  if (!url) return;
  const left = Math.max(0, Math.round((window.screen.width - POPUP_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((window.screen.height - POPUP_WINDOW.height) / 2));
  window.open(url, 'customer-service', `width=${POPUP_WINDOW.width},height=${POPUP_WINDOW.height},left=${left},top=${top},noopener`);
}
