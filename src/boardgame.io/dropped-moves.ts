/**
 * Which moves boardgame.io dropped without a word. Its socket.io transport runs one move of a match at a time in a
 * process (a queue per match), and the move's master publishes the new state while that move runs; a move that
 * ran to its end and published nothing was dropped: made at a state that another process's move replaced after
 * the guards had read the match, say, which boardgame.io only logs.
 *
 * @module
 */
import { carriesState, matchOfChannel } from './channels.js';
import { StaleWriteError } from './checked-postgres-store.js';
import { refusalOf } from './packet-refusal.js';
import { sendRefusal } from './server-refusals.js';
import type { PubSub, Publication } from './storage.js';
import type { AnyStorage } from './stored-match.js';
import type { GuardedSocket } from './syncs-in-turn.js';

/** What the watch reads and replaces of boardgame.io's socket.io transport (0.50). */
export interface WatchedTransport {
  pubSub: PubSub<Publication>;
  getMatchQueue(matchID: string): { add(task: () => Promise<unknown>): Promise<unknown> };
}

/** One move's mark: whether a new state of its match was published while it ran. */
interface MoveMark {
  published: boolean;
}

/** Watches a transport's moves: `handle` tells whether one published a new state. */
export interface DroppedMoves {
  /**
   * Runs boardgame.io's handler of one socket's move, and answers whether the move published a new state of its
   * match. The handler queues its move before its first `await`, so the task queued while it starts is its move.
   */
  handle(run: () => unknown): Promise<boolean>;
}

/**
 * Watches a transport's moves, by wrapping its pub/sub and its queues of moves by match. Call it before the
 * transport serves a socket.
 *
 * @param transport - boardgame.io's socket.io transport.
 * @param baseQueue - the transport's own `getMatchQueue`.
 */
export function watchMoves(transport: WatchedTransport, baseQueue: (matchID: string) => ReturnType<WatchedTransport['getMatchQueue']>): DroppedMoves {
  // The move whose handler is starting, and the mark of the move that runs now in each match.
  let starting: MoveMark | undefined;
  const running = new Map<string, MoveMark>();
  const pubSub = transport.pubSub;
  transport.pubSub = {
    publish: (channelId, payload) => {
      const matchID = matchOfChannel(channelId);
      const mark = matchID === undefined ? undefined : running.get(matchID);
      if (mark !== undefined && carriesState(payload)) mark.published = true;
      return pubSub.publish(channelId, payload);
    },
    subscribe: (channelId, callback) => {
      pubSub.subscribe(channelId, callback);
    },
    unsubscribeAll: (channelId) => pubSub.unsubscribeAll(channelId),
  };
  transport.getMatchQueue = (matchID) => {
    const queue = baseQueue(matchID);
    return {
      add: (task) => {
        const mark = starting;
        starting = undefined;
        return queue.add(async () => {
          if (mark !== undefined) running.set(matchID, mark);
          try {
            return await task();
          } finally {
            running.delete(matchID);
          }
        });
      },
    };
  };
  return {
    handle: async (run) => {
      const mark: MoveMark = { published: false };
      starting = mark;
      let handled: unknown;
      try {
        handled = run();
      } finally {
        starting = undefined;
      }
      await handled;
      return mark.published;
    },
  };
}

/**
 * Handles one move of a socket with boardgame.io's handler, and tells the socket what became of it: a move that
 * published a new state was stored (`stored`, with the match and the state the move was made at); otherwise it
 * tells the socket why not, as the guards would have before the move: its write was overtaken by another process's move
 * ({@link StaleWriteError}), or boardgame.io dropped it (another process's move was stored after the guards read
 * the match). Both are refused as made at a state the match has left, with the stored state's number. Any other
 * failure is thrown on, to be logged.
 *
 * @param moves - the transport's watch.
 * @param socket - the socket.
 * @param db - the storage.
 * @param gameName - the socket's game.
 * @param handler - boardgame.io's handler of the move, to call.
 * @param args - the move's packet arguments.
 */
export async function answerUnstoredMove(
  moves: DroppedMoves,
  socket: GuardedSocket,
  db: AnyStorage,
  gameName: string,
  handler: () => unknown,
  args: readonly unknown[],
): Promise<void> {
  const published = await moves.handle(handler).catch((error: unknown) => {
    if (error instanceof StaleWriteError) return false;
    throw error;
  });
  // Said to the mover alone: its state's news may come first, and a newer state may be another tab's move.
  if (published) {
    socket.emit('stored', args[2], args[1]);
    return;
  }
  const packet = { gameName, event: 'update', args, matchID: String(args[2]), firstSync: false };
  const refusal = await refusalOf(db, packet, new Map(), () => undefined);
  if (refusal !== null) sendRefusal(socket, ...refusal);
}
