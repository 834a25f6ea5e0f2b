import { POPUP_WINDOW } from '@lucky/contracts/common/constants';

/**
 * Opens a centred popup window (customer service chat, 440x500 by default). Returns null
 * when the browser blocked it, so the caller can fall back to a normal tab.
 */
export function openPopupWindow(
  url: string,
  name = 'customerService',
  size: { width: number; height: number } = POPUP_WINDOW,
): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2));
  const features = `width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
  const popup = window.open(url, name, features);
  if (popup) popup.opener = null;
  return popup;
}
