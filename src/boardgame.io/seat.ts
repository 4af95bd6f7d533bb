/**
 * One seat (or a spectator) of a match, over boardgame.io's socket.io protocol: what browsers, bots and tests
 * use to play through the adapter's server.
 *
 * @module
 */
import { PLAY_MOVE } from './game.js';
import { callEachListener, reportProblem, runReported } from './listeners.js';
import { addressOf, isSocket, readRefusal, readState, stateOfSyncAnswer, type ReceivedState } from './seat-frames.js';
import type { SeatAddress, SeatRefusal, SeatSnapshot, SeatSocket } from './seat-types.js';

/** How long a seat waits for news before it asks for the match's state again, the first time. */
const QUIET_MS = 2_000;

/** The longest it waits: each ask that brings no news doubles the wait, up to this. */
const MOST_QUIET_MS = 30_000;

/**
 * A seat's connection to a match. It syncs on every (re)connection, keeps the latest state, and keeps the
 * move it sent until the server says it stored it (`stored`, which `guardedSocketIO` sends the mover) or refused
 * it, or a sync's answer shows a newer state: if the answer to a `sync` sent after the move shows that the move
 * was never stored (the server died before storing it), it sends the move again; the answer to a sync sent
 * before it (a quiet ask, or one socket.io kept while offline) proves nothing. The server must handle a socket's
 * syncs and moves in the order they came, each to its end, as `guardedSocketIO` does (boardgame.io's own
 * transport handles them at once). The engine is deterministic, so the replayed move has the same
 * effect. A move the server refuses (`onRefused`: made at a state the match has left, out of turn, after the end)
 * is no longer awaited, nor sent again; a refused sync (the match is gone, or the seat's credentials are not
 * this tab's) ends the seat's asking.
 * A frame that holds no such state (no `G`, no `ctx` naming the seat to act, or a state number that is no
 * integer from 0) is ignored. The address is read once: one whose fields cannot be read (a getter or a proxy
 * trap that throws) makes a seat of no match, which sends nothing and takes no frame, and is reported as an
 * uncaught exception is (`reportError`, or `console.error` in Node), without one being thrown.
 *
 * @example
 * ```ts
 * import { SeatClient } from 'tessera-engine/boardgame.io';
 *
 * const sent: unknown[][] = [];
 * const listeners = new Map<string, (...args: never[]) => void>();
 * const socket = { emit: (...args: unknown[]) => sent.push(args), on: (event: string, listener: (...args: never[]) => void) => listeners.set(event, listener) };
 * const seat = new SeatClient(socket, { matchID: 'm', playerID: '0', credentials: 'c' });
 * listeners.get('connect')!();
 * console.log(sent[0]); // => [ 'sync', 'm', '0', 'c' ]
 * console.log(seat.snapshot); // => null
 * ```
 */
export class SeatClient<View, Move, Spectator = never> {
  private latest: SeatSnapshot<View, Spectator> | null = null;
  /** The move sent and not yet seen stored: the state it was made at, and how many syncs were sent before it. */
  private unconfirmed: { readonly move: Move; readonly stateID: number; readonly syncsBefore: number } | null = null;
  /** The syncs sent and answered on this connection, answered in turn: the n-th answer is the n-th sync's. */
  private syncsSent = 0;
  private syncsAnswered = 0;
  private readonly listeners = new Set<(snapshot: SeatSnapshot<View, Spectator>) => void>();
  private quiet: ReturnType<typeof setTimeout> | undefined;
  /** How many times in a row the seat asked again and heard nothing new. */
  private quietAsks = 0;
  private closed = false;
  /** Whether the server refused the seat's sync: the seat is not to be had, and it stops asking. */
  private ended = false;
  private readonly refusalListeners = new Set<(refusal: SeatRefusal) => void>();
  private readonly address: SeatAddress | null;

  /**
   * @param socket - a socket.io client socket on the game's namespace.
   * @param address - the match and the seat.
   */
  constructor(
    private socket: SeatSocket,
    address: SeatAddress,
  ) {
    this.address = addressOf(address);
    // A constructor has no Result to answer with: the problem is reported, as an uncaught exception would be.
    if (this.address === null) reportProblem(new TypeError('SeatClient: the address (matchID, playerID, credentials) cannot be read; this seat sends nothing'));
    this.attach(socket);
  }

  /**
   * Moves to another socket, for example to another server process after this one died: the seat syncs there
   * when it connects, and sends again its move if that server never stored it.
   *
   * @param socket - a new, not yet connected socket.
   */
  reconnect(socket: SeatSocket): void {
    if (!isSocket(socket)) return;
    this.syncsAnswered = this.syncsSent;
    this.socket = socket;
    this.attach(socket);
  }

  private attach(socket: SeatSocket): void {
    const { address } = this;
    if (address === null) return;
    runReported(() => {
      this.listenTo(socket, address);
    });
  }

  private listenTo(socket: SeatSocket, address: SeatAddress): void {
    socket.on('connect', () => {
      this.sync();
    });
    // A connection that drops takes its unanswered syncs with it.
    socket.on('disconnect', () => (this.syncsAnswered = this.syncsSent));
    socket.on('sync', (matchID: unknown, info: unknown) => {
      if (matchID !== address.matchID) return;
      this.syncsAnswered++;
      const state = stateOfSyncAnswer(info);
      if (state === null) return;
      // An answer overtaken by a newer update (the server read the match before a move was stored) is stale.
      if (this.latest !== null && state._stateID < this.latest.stateID) return;
      // The answer to a sync sent after our move, with a state no newer than the one the move was made at: the
      // move was never stored. Send it again. A sync sent before the move (a quiet ask, or one that socket.io
      // kept while offline and sends with the move) is answered before the move is stored, and proves nothing.
      const { unconfirmed } = this;
      const answersAfterMove = unconfirmed !== null && this.syncsAnswered > unconfirmed.syncsBefore;
      const lost = answersAfterMove && state._stateID <= unconfirmed.stateID ? unconfirmed.move : null;
      // A newer state in the answer to a sync sent after the move: the move's own answer went with a dropped
      // connection, and the move, stored or overtaken, is no longer awaited.
      if (answersAfterMove && state._stateID > unconfirmed.stateID) this.unconfirmed = null;
      this.receive(state as ReceivedState<View, Spectator>);
      if (lost !== null && this.unconfirmed?.move === lost) this.play(lost);
    });
    socket.on('update', (matchID: unknown, frame: unknown) => {
      const state = readState(frame);
      if (matchID === address.matchID && state !== null) this.receive(state as ReceivedState<View, Spectator>);
    });
    socket.on('refused', (message: unknown, facts: unknown) => {
      this.hear(readRefusal(message, facts), address);
    });
    // The server's word that the seat's move made at that state was stored: a newer state alone may be another
    // tab's move, with this one's refusal still to come.
    socket.on('stored', (matchID: unknown, stateID: unknown) => {
      if (matchID === address.matchID && this.unconfirmed?.stateID === stateID) this.settle();
    });
  }

  /** Asks the server for the match's state again. */
  private sync(): void {
    if (this.address === null) return;
    const { matchID, playerID, credentials } = this.address;
    // Reported, not thrown: this also runs from a timer, where an exception would end the process.
    runReported(() => {
      this.socket.emit('sync', matchID, playerID, ...(credentials === undefined ? [] : [credentials]));
      this.syncsSent++;
    });
  }

  /**
   * boardgame.io subscribes a connection to its match's news only after it has sent the `sync` answer, so a
   * move made in between (common with a pub/sub between processes) never reaches it. A seat that has heard
   * nothing for 2 s asks again, then after 4, 8 and 16 s more, and every 30 s after that while nothing new comes:
   * a table waiting on a player who thinks long would otherwise ask the server for the whole match every 2 s, at
   * each of its seats. News, or a move of its own, starts again from 2 s.
   */
  private syncWhenQuiet(): void {
    clearTimeout(this.quiet);
    if (this.closed || this.ended || this.latest?.gameover !== undefined) return;
    this.quiet = setTimeout(
      () => {
        this.quietAsks++;
        this.sync();
        this.syncWhenQuiet();
      },
      Math.min(QUIET_MS * 2 ** this.quietAsks, MOST_QUIET_MS),
    );
    (this.quiet as { unref?: () => void }).unref?.();
  }

  /**
   * Stops asking for the state when quiet, for good: states that arrive later still update the snapshot, but
   * start no timer. The socket is the caller's to close.
   */
  close(): void {
    this.closed = true;
    clearTimeout(this.quiet);
    this.quiet = undefined;
  }

  /** The latest state received, or `null` before the first: a copy of the seat's own, new at every read. */
  get snapshot(): SeatSnapshot<View, Spectator> | null {
    return this.latest === null ? null : structuredClone(this.latest);
  }

  /**
   * Whether a move was sent and the server has not yet said whether it took it: `stored` or `refused` (then
   * `onRefused`'s listeners are called; both then call the listeners again, once the news has come). A newer
   * state alone does not say: it may be another tab's move, with this one's refusal to come.
   */
  get awaitingConfirmation(): boolean {
    return this.unconfirmed !== null;
  }

  /**
   * Calls back with each new state; returns the way to stop. Each listener is given a copy of its own, and
   * one that throws is reported (`reportError` in a browser, `console.error` in Node) without stopping the
   * others, as a DOM event's listeners are; a listener that is no function is never called.
   *
   * @param listener - called with each snapshot.
   */
  subscribe(listener: (snapshot: SeatSnapshot<View, Spectator>) => void): () => void {
    if (typeof listener !== 'function') return () => undefined;
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /**
   * Calls back with each refusal the server sends this seat, a move's or its sync's; returns the way to stop. A
   * move refused before the server could check it (sent before the seat's sync, or while the storage could not
   * be read) is not one: the seat sends it again itself. Listeners are called as `subscribe`'s are.
   *
   * @param listener - called with each refusal, a copy of its own (see `SeatRefusal` for an example).
   */
  onRefused(listener: (refusal: SeatRefusal) => void): () => void {
    if (typeof listener !== 'function') return () => undefined;
    this.refusalListeners.add(listener);
    return () => void this.refusalListeners.delete(listener);
  }

  /**
   * Sends a move for this seat, at the latest state received: a copy, as plain JSON. A move that is no plain
   * JSON is reported (`reportError` in a browser, `console.error` in Node), and neither sent nor awaited.
   *
   * @param move - the engine's move, as plain JSON.
   */
  play(move: Move): void {
    if (this.address === null) return;
    const { matchID, playerID, credentials } = this.address;
    if (typeof playerID !== 'string') {
      reportProblem(new TypeError('SeatClient.play: a spectator has no seat to move for'));
      return;
    }
    const stateID = this.latest?.stateID ?? 0;
    // The seat's own copy, as the socket would send it: a move that is no plain JSON (a cycle, a BigInt, a
    // getter that throws) is reported, and neither sent nor awaited.
    let sent: Move;
    try {
      sent = JSON.parse(JSON.stringify(move)) as Move;
    } catch {
      reportProblem(new TypeError('SeatClient.play: the move must be plain JSON'));
      return;
    }
    this.unconfirmed = { move: sent, stateID, syncsBefore: this.syncsSent };
    const action = { type: 'MAKE_MOVE', payload: { type: PLAY_MOVE, args: [sent], playerID, credentials } };
    runReported(() => this.socket.emit('update', action, stateID, matchID, playerID));
    // Its news is due soon: a move that was lost is sent again after the first quiet wait, not a long one.
    this.quietAsks = 0;
    if (this.latest !== null) this.syncWhenQuiet();
  }

  /**
   * Takes a refusal of this seat's: a refused move is no longer awaited, and a refused sync ends the seat's asking.
   * A move refused before its checks (`sync-first`, `match-unread`) is kept, to be sent again.
   */
  private hear(refusal: (SeatRefusal & { readonly sync: unknown }) | null, address: SeatAddress): void {
    if (refusal === null) return;
    const { sync, ...heard } = refusal;
    if (heard.what === 'sync') {
      if (sync !== address.matchID) return;
      this.ended = true;
      clearTimeout(this.quiet);
    } else if (heard.code === 'sync-first' || heard.code === 'match-unread') {
      return;
    }
    // The refusal is told first: a page that waits for either must take it, not the state heard again.
    this.settle(() => {
      callEachListener(this.refusalListeners, () => ({ ...heard }));
    });
  }

  /** The move is no longer awaited: listeners that heard a newer state while it was hear it again; else they will when it comes. */
  private settle(tell = (): void => undefined): void {
    const movedAt = this.unconfirmed?.stateID;
    this.unconfirmed = null;
    tell();
    const { latest } = this;
    if (movedAt !== undefined && latest !== null && latest.stateID > movedAt) callEachListener(this.listeners, () => structuredClone(latest));
  }

  /**
   * Keeps a state unless it is older than the one kept: the server publishes only stored states, so no server
   * process, even another one after a crash, is behind a state the seat has seen.
   */
  private receive(state: ReceivedState<View, Spectator>): void {
    if (this.latest !== null && state._stateID < this.latest.stateID) return;
    let latest: SeatSnapshot<View, Spectator>;
    try {
      // The seat's own copy: nothing of the frame, which the socket's code may still hold, is kept.
      latest = structuredClone({ table: state.G, stateID: state._stateID, currentPlayer: state.ctx.currentPlayer, gameover: state.ctx.gameover });
    } catch {
      return;
    }
    if (this.latest === null || state._stateID > this.latest.stateID) this.quietAsks = 0;
    this.latest = latest;
    this.syncWhenQuiet();
    callEachListener(this.listeners, () => structuredClone(latest));
  }
}
