// The game page of the web benchmark: an in-house slot opened as the demo member opens it — log in through the API
// (the login body encrypted with the key the status call publishes, as the site's client does), pick the first
// in-house slot of the catalogue, and ask the launch endpoint for a game page URL. Needs tsx (the server's code).
import { encryptPayload } from '../apps/server/src/lib/payload-crypto.ts';

const DEMO_MEMBER = { username: 'demo', password: 'demo1234' };
const SLOT_VENDOR = 'HOUSE_SLOTS';

/**
 * Calls the API and answers the envelope's value; anything but a success is an error that names the call.
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<any>}
 */
async function call(url, init) {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok || !body.success) throw new Error(`${url} answered ${response.status} ${body.code ?? ''}`);
  return body.value;
}

/**
 * @param {string} origin
 * @returns {Promise<string>} the demo member's token
 */
async function loginDemoMember(origin) {
  const status = await call(`${origin}/wps/system/status`);
  const { keyId, publicKey, algorithm } = status.encryption;
  const body = encryptPayload(publicKey, keyId, JSON.stringify({ type: 'username', ...DEMO_MEMBER }));
  const value = await call(`${origin}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption: algorithm },
    body: JSON.stringify(body),
  });
  return value.token;
}

/**
 * Logs the demo member in and finds an in-house slot; `launch()` answers a fresh game page path each time (a launch
 * token is single-use).
 * @param {string} origin
 * @returns {Promise<{ name: string, launch: () => Promise<string> }>}
 */
export async function launchHouseSlot(origin) {
  const token = await loginDemoMember(origin);
  const list = await call(`${origin}/wps/relay/GCSGAME_gameList?pageSize=50&language=EN`);
  /** @type {{ gameId: number, gameName: string, vassalage: string }[]} */
  const games = list.content;
  const slot = games.find((game) => game.vassalage === SLOT_VENDOR);
  if (!slot) throw new Error(`no ${SLOT_VENDOR} game in the first page of the catalogue`);
  return {
    name: slot.gameName,
    launch: async () => {
      const value = await call(`${origin}/wps/game/launchGame?gameId=${slot.gameId}&accountType=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return value.game_url;
    },
  };
}
