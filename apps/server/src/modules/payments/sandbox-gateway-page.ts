/** The sandbox gateway's hosted payment page: plain HTML forms, no script (the site's CSP allows none inline). */
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f6;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 8px 30px #0002;padding:32px 40px;min-width:320px;max-width:420px}
h1{font-size:18px;margin:0 0 4px;color:#1d3a72}.note{color:#667;font-size:13px;margin:0 0 20px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}dt{color:#667}dd{margin:0;font-weight:600}
.amount{font-size:28px;color:#1d3a72}.row{display:flex;gap:12px}button,a.button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#1d6ff2;color:#fff}.cancel{background:#e4e7ee;color:#333}.status{font-size:20px;font-weight:700;margin:8px 0 20px}
.ok{color:#168a3a}.bad{color:#b3261e}`;

export type SandboxPageView = {
  pageToken: string;
  merchantName: string;
  orderNo: string;
  gatewayRef: string;
  amount: string;
  currency: string;
  status: 'CREATED' | 'PAID' | 'CANCELLED';
  delivered: boolean;
  returnUrl: string;
};

function layout(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

export function renderSandboxPage(view: SandboxPageView): string {
  const details = `<h1>Sandbox Pay</h1><p class="note">Test gateway: no real money moves.</p>
<dl><dt>Merchant</dt><dd>${escape(view.merchantName)}</dd><dt>Order</dt><dd>${escape(view.orderNo)}</dd>
<dt>Payment</dt><dd>${escape(view.gatewayRef)}</dd><dt>Amount</dt><dd class="amount">${escape(view.amount)} ${escape(view.currency)}</dd></dl>`;
  const action = `/pay/sandbox/${encodeURIComponent(view.pageToken)}`;
  if (view.status === 'CREATED') {
    return layout(
      'Sandbox Pay',
      `${details}<form method="post" action="${action}" class="row">
<button class="pay" type="submit" name="action" value="pay">Pay</button><button class="cancel" type="submit" name="action" value="cancel">Cancel</button></form>`,
    );
  }
  const paid = view.status === 'PAID';
  const retry =
    paid && !view.delivered
      ? `<p class="bad">The merchant has not confirmed the payment yet.</p><form method="post" action="${action}"><button class="pay" type="submit" name="action" value="pay">Notify the merchant again</button></form>`
      : '';
  return layout(
    'Sandbox Pay',
    `${details}<p class="status ${paid ? 'ok' : 'bad'}">${paid ? 'Payment successful' : 'Payment cancelled'}</p>${retry}
<p><a class="button cancel" href="${escape(view.returnUrl)}">Return to ${escape(view.merchantName)}</a></p>`,
  );
}

export function renderSandboxNotFound(): string {
  return layout('Sandbox Pay', '<h1>Sandbox Pay</h1><p class="status bad">This payment does not exist.</p>');
}
