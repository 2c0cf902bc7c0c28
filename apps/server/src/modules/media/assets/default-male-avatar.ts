/**
 * The default photo for a male member without a visible one (spec section 2 "Profile view").
 * Drawn here, no external service. A module rather than an .svg file because the server build
 * bundles code only (apps/server/build.mjs copies the migrations and the gazetteer, nothing else).
 */
export const DEFAULT_MALE_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-label="Default profile photo">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#137a63"/>
      <stop offset="1" stop-color="#0b5d4b"/>
    </linearGradient>
  </defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <circle cx="128" cy="108" r="40" fill="#f3d9a4"/>
  <path d="M86 96c0-30 84-30 84 0v4H86z" fill="#d9b26a"/>
  <path d="M86 96h84v6H86z" fill="#c99b4f"/>
  <path d="M36 256c0-58 40-92 92-92s92 34 92 92z" fill="#f3d9a4"/>
</svg>`;
