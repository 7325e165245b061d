import { useEffect, useState } from "react";
import { type SearchOutcome, searchSite } from "./pagefind-client";

export type SiteSearchState =
  | { status: "idle" }
  /** `previous` keeps the last results on screen while the next ones load. */
  | { status: "searching"; previous?: SearchOutcome }
  | ({ status: "done" } & SearchOutcome)
  | { status: "failed"; term: string };

/** Results for the query as it is typed; stale answers are dropped. */
export function useSiteSearch(query: string, limit: number): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: "idle" });

  useEffect(() => {
    const term = query.trim();
    if (!term) {
      setState({ status: "idle" });
      return;
    }
    let current = true;
    setState((previous) => ({
      status: "searching",
      previous: previous.status === "done" ? previous : previous.status === "searching" ? previous.previous : undefined,
    }));
    searchSite(term, limit).then(
      (outcome) => {
        if (current && outcome) setState({ status: "done", ...outcome });
      },
      () => {
        if (current) setState({ status: "failed", term });
      },
    );
    return () => {
      current = false;
    };
  }, [query, limit]);

  return state;
}

/** The results to show in any state (the previous ones while a search runs). */
export function visibleOutcome(state: SiteSearchState): SearchOutcome | undefined {
  if (state.status === "done") return state;
  if (state.status === "searching") return state.previous;
  return undefined;
}

/** The sentence a screen reader hears when results change, and sighted visitors read as the count. */
export function resultsAnnouncement(state: SiteSearchState): string {
  if (state.status === "failed") return "Search is not available right now.";
  if (state.status !== "done") return "";
  const quoted = `“${state.term}”`;
  if (state.total === 0) return `No results for ${quoted}`;
  return `${state.total} ${state.total === 1 ? "result" : "results"} for ${quoted}`;
}
