/**
 * The demo game page a launch opens: plain HTML with a same-origin stylesheet and script and no
 * inline script, so it runs under the app's Content-Security-Policy (`script-src 'self'`, no
 * `unsafe-eval`; src/http/security.ts). The script reads its data from `data-` attributes and plays
 * rounds through `POST /casino-api/v1/games/:gameId/round` with the session cookie.
 */

/** Path of the page's script. */
export const PLAY_SCRIPT_PATH = '/casino-api/play-assets/slot.js';
/** Path of the page's stylesheet. */
export const PLAY_STYLE_PATH = '/casino-api/play-assets/slot.css';
/** Path of a reel symbol's picture (0 cherry, 1 lemon, 2 bell, 3 star, 4 seven). */
export const symbolPath = (symbol: number) => `/casino-api/play-assets/symbols/${symbol}.svg`;

const SYMBOL_SHAPES = [
  // cherry
  '<path d="M30 18 C34 30 26 40 22 52 M30 18 C36 32 44 40 46 50" stroke="#2e7d32" stroke-width="4" fill="none"/><circle cx="22" cy="58" r="12" fill="#e53935"/><circle cx="46" cy="56" r="12" fill="#c62828"/>',
  // lemon
  '<ellipse cx="36" cy="40" rx="26" ry="18" fill="#fdd835" stroke="#f9a825" stroke-width="3"/>',
  // bell
  '<path d="M36 10 C20 14 18 34 16 50 L56 50 C54 34 52 14 36 10 Z" fill="#ffb300" stroke="#ef6c00" stroke-width="3"/><circle cx="36" cy="58" r="6" fill="#ef6c00"/>',
  // star
  '<polygon points="36,6 45,28 68,28 49,42 56,65 36,51 16,65 23,42 4,28 27,28" fill="#ffeb3b" stroke="#fbc02d" stroke-width="3"/>',
  // seven
  '<text x="36" y="58" font-size="58" font-weight="900" text-anchor="middle" fill="#d32f2f" font-family="sans-serif">7</text>',
];

/** The SVG of a reel symbol; undefined for an unknown index. */
export function renderSymbol(symbol: number): string | undefined {
  const shape = SYMBOL_SHAPES[symbol];
  return shape === undefined ? undefined : `<svg xmlns="http://www.w3.org/2000/svg" width="72" height="72" viewBox="0 0 72 72">${shape}</svg>`;
}

const escapeHtml = (text: string): string => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the page shows. */
export interface PlayPageData {
  gameId: number;
  name: string;
  providerName: string;
  imageUrl: string;
  /** Null for a guest: the page asks to sign in. */
  account: { balanceMinor: number; currency: string; minorDigits: number } | null;
  /** Stake choices in minor units. */
  stakesMinor: readonly number[];
}

/** The HTML of the demo game page. */
export function renderPlayPage(data: PlayPageData): string {
  const account = data.account;
  const stakes = data.stakesMinor.map((stake) => `<option value="${stake}">${(stake / 10 ** (account?.minorDigits ?? 2)).toFixed(account?.minorDigits ?? 2)}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(data.name)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${PLAY_STYLE_PATH}">
<script src="${PLAY_SCRIPT_PATH}" defer></script>
</head>
<body>
<main id="slot" class="slot" data-game-id="${data.gameId}" data-currency="${escapeHtml(account?.currency ?? '')}" data-minor-digits="${account?.minorDigits ?? 2}" data-balance-minor="${account?.balanceMinor ?? ''}" data-signed-in="${account ? 'true' : 'false'}">
  <header class="slot__header"><img src="${escapeHtml(data.imageUrl)}" alt="" width="64" height="48"><div><h1>${escapeHtml(data.name)}</h1><p>${escapeHtml(data.providerName)}</p></div></header>
  <div class="slot__reels" aria-live="polite">${[4, 4, 4].map((symbol, index) => `<span class="reel" data-reel="${index}"><img src="${symbolPath(symbol)}" alt="seven" width="64" height="64"></span>`).join('')}</div>
  <p class="slot__message" id="message">${account ? 'Choose a stake and spin.' : 'Sign in to play for real money.'}</p>
  <div class="slot__controls">
    <label>Stake <select id="stake"${account ? '' : ' disabled'}>${stakes}</select></label>
    <button id="spin" type="button"${account ? '' : ' disabled'}>Spin</button>
  </div>
  <p class="slot__balance">Balance: <strong id="balance">${account ? (account.balanceMinor / 10 ** account.minorDigits).toFixed(account.minorDigits) : '-'}</strong> <span>${escapeHtml(account?.currency ?? '')}</span></p>
  <p class="slot__paytable">Three of a kind: cherries 6x, lemons 10x, bells 20x, stars 50x, sevens 100x. Two cherries: 0.5x.</p>
</main>
</body>
</html>`;
}

/** The page's stylesheet. */
export const PLAY_STYLE = `
body { margin: 0; font-family: system-ui, sans-serif; background: #101522; color: #f4f6fb; }
.slot { max-width: 420px; margin: 24px auto; padding: 16px; background: #1b2336; border-radius: 16px; }
.slot__header { display: flex; gap: 12px; align-items: center; }
.slot__header h1 { font-size: 20px; margin: 0; }
.slot__header p { margin: 2px 0 0; opacity: .7; font-size: 13px; }
.slot__reels { display: flex; justify-content: center; gap: 10px; margin: 20px 0; }
.reel { width: 84px; height: 84px; display: grid; place-items: center; background: #0b0f18; border-radius: 12px; }
.slot--spinning .reel { animation: spin .25s linear infinite; }
@keyframes spin { from { transform: translateY(-4px); } to { transform: translateY(4px); } }
.slot__controls { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
.slot__controls button { padding: 10px 28px; font-size: 16px; font-weight: 700; border: 0; border-radius: 10px; background: #ffb300; color: #1b2336; cursor: pointer; }
.slot__controls button:disabled { opacity: .5; cursor: default; }
.slot__message { min-height: 1.4em; text-align: center; }
.slot__message--win { color: #7dffa1; font-weight: 700; }
.slot__message--error { color: #ff8a80; }
.slot__paytable { font-size: 12px; opacity: .7; }
`;

/** The page's script (served from the same origin; no eval, no inline handlers). */
export const PLAY_SCRIPT = `'use strict';
(function () {
  var NAMES = ['cherry', 'lemon', 'bell', 'star', 'seven'];
  var root = document.getElementById('slot');
  if (!root) return;
  var gameId = root.getAttribute('data-game-id');
  var digits = Number(root.getAttribute('data-minor-digits') || '2');
  var spin = document.getElementById('spin');
  var stake = document.getElementById('stake');
  var message = document.getElementById('message');
  var balance = document.getElementById('balance');
  var reels = root.querySelectorAll('.reel');
  function money(minor) { return (minor / Math.pow(10, digits)).toFixed(digits); }
  function requestId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return 'round-' + Array.prototype.map.call(bytes, function (b) { return b.toString(16).padStart(2, '0'); }).join('');
  }
  function say(text, kind) {
    message.textContent = text;
    message.className = 'slot__message' + (kind ? ' slot__message--' + kind : '');
  }
  if (!spin || root.getAttribute('data-signed-in') !== 'true') return;
  spin.addEventListener('click', function () {
    spin.disabled = true;
    root.classList.add('slot--spinning');
    say('Spinning...');
    fetch('/casino-api/v1/games/' + gameId + '/round', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ requestId: requestId(), stakeMinor: Number(stake.value) })
    }).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (result) {
      root.classList.remove('slot--spinning');
      if (!result.ok) { say(result.body.messageKey || result.body.code || 'main_error', 'error'); return; }
      var round = result.body;
      round.reels.forEach(function (symbol, index) {
        var image = reels[index] && reels[index].querySelector('img');
        if (!image) return;
        image.src = '/casino-api/play-assets/symbols/' + symbol + '.svg';
        image.alt = NAMES[symbol] || '';
      });
      balance.textContent = money(round.balanceMinor);
      if (round.winMinor > 0) say('You win ' + money(round.winMinor) + ' ' + round.currency + '!', 'win');
      else say('No win this time.');
    }).catch(function () {
      root.classList.remove('slot--spinning');
      say('Network error, try again.', 'error');
    }).then(function () { spin.disabled = false; });
  });
})();
`;
