/** node-persist ships no types; the server only loads it, for boardgame.io's FlatFile (see main.ts). */
declare module 'node-persist';
