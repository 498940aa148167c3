/** The in-app rules help of a game: short sections of plain points, in the app's own words. */
export interface RulesHelp {
  readonly gameId: string;
  /** One or two sentences: what the game is about. */
  readonly summary: string;
  readonly sections: readonly { readonly heading: string; readonly points: readonly string[] }[];
}
