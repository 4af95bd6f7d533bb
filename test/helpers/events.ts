/**
 * Keeps the events of one type, typed as that event.
 *
 * @param events - a step's events.
 * @param type - the event type to keep.
 */
export function ofType<Event extends { readonly type: string }, Type extends Event['type']>(
  events: readonly Event[],
  type: Type,
): Extract<Event, { type: Type }>[] {
  return events.filter((event): event is Extract<Event, { type: Type }> => event.type === type);
}
