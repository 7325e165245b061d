/**
 * /search?q=…: the same results as the search dialog, at an address visitors can share. The page is
 * pre-rendered once, without a query, so it reads the query from the URL after it starts; without
 * JavaScript it lists every page by section instead, so a search never ends in a dead end.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { ResultKind, SectionPages } from "#shared/site/site-sections.ts";
import { PageHero } from "~/components/sections/PageHero";
import { ButtonLink, Card, Container, Grid, Heading } from "~/components/ui";
import { escapeText } from "~/search/excerpt";
import { HitExcerpt, HitSection, HitTitle } from "~/search/HitText";
import type { SearchHit, SearchOutcome } from "~/search/pagefind-client";
import { SiteSearchForm } from "~/search/SiteSearchForm";
import { searchPageUrl } from "~/search/search-url";
import { resultsAnnouncement, useSiteSearch, visibleOutcome } from "~/search/use-site-search";
import { placeIndex, resultPlace, resultSnippet } from "./result-place";
import styles from "./SearchPage.module.css";

const PAGE_RESULTS = 50;
const QUERY_FIELD_ID = "search-query";

/** A page offered before anything is typed, shown the way a result is. */
export interface PopularPage {
  path: string;
  label: string;
  kind: ResultKind;
  description: string;
}

export function SearchPage({
  sections,
  descriptions,
  popularSearches,
  popularPages,
}: {
  sections: SectionPages[];
  /** Each page's description by path, for results whose excerpt only repeats the title. */
  descriptions: Readonly<Record<string, string>>;
  popularSearches: readonly string[];
  popularPages: readonly PopularPage[];
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const urlQuery = new URLSearchParams(location.search).get("q") ?? "";
  const [query, setQuery] = useState("");
  const search = useSiteSearch(query, PAGE_RESULTS);
  const outcome = query.trim() ? visibleOutcome(search) : undefined;
  const found = outcome && outcome.total > 0 ? outcome : undefined;

  // The address follows the field trimmed, so a space being typed must not be undone from it.
  useEffect(() => setQuery((current) => (current.trim() === urlQuery.trim() ? current : urlQuery)), [urlQuery]);

  function updateQuery(value: string) {
    setQuery(value);
    navigate(searchPageUrl(value), { replace: true, preventScrollReset: true });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Results follow the typing already; with JavaScript the form only keeps the address current.
    event.preventDefault();
    updateQuery(query.trim());
  }

  const searching = query.trim() !== "";
  return (
    // While a query is typed the hero is compact and the suggestions give way, so the results start high.
    <div className={searching ? styles.searching : undefined}>
      <PageHero
        eyebrow="Site search"
        title="Search"
        lead="Find any page, product, article or whitepaper on this site."
        actions={
          <SiteSearchForm
            fieldId={QUERY_FIELD_ID}
            className={styles.form}
            value={query}
            onValueChange={updateQuery}
            onSubmit={onSubmit}
          />
        }
        media={searching ? undefined : <PopularSearches terms={popularSearches} />}
      />
      <Container className={styles.content}>
        <p role="status" className={styles.status}>
          {resultsAnnouncement(search)}
        </p>
        {found ? (
          <Results
            key={found.term}
            outcome={found}
            sections={sections}
            descriptions={descriptions}
            popularSearches={popularSearches}
          />
        ) : (
          <>
            <PopularPages pages={popularPages} />
            <AllPages sections={sections} />
          </>
        )}
      </Container>
    </div>
  );
}

/** Beside the field: a few searches that each lead somewhere useful. */
function PopularSearches({ terms, title = "Popular searches" }: { terms: readonly string[]; title?: string }) {
  return (
    <nav aria-labelledby="popular-title" className={styles.popular} data-pagefind-ignore="">
      <h2 id="popular-title" className={styles.popularTitle}>
        {title}
      </h2>
      <ul className={styles.chips}>
        {terms.map((term) => (
          <li key={term}>
            <Link to={searchPageUrl(term)} className={styles.chip} preventScrollReset>
              {term}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How many of the results belong to each section, in the order the sections first appear. */
function sectionCounts(hits: readonly SearchHit[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const hit of hits) if (hit.section) counts.set(hit.section, (counts.get(hit.section) ?? 0) + 1);
  return [...counts];
}

function Results({
  outcome,
  sections,
  descriptions,
  popularSearches,
}: {
  outcome: SearchOutcome;
  sections: SectionPages[];
  descriptions: Readonly<Record<string, string>>;
  popularSearches: readonly string[];
}) {
  const [section, setSection] = useState<string | null>(null);
  const counts = sectionCounts(outcome.hits);
  const hits = section ? outcome.hits.filter((hit) => hit.section === section) : outcome.hits;
  const places = placeIndex(sections);
  return (
    <section aria-labelledby="results-title" className={styles.resultsLayout}>
      <h2 id="results-title" className="visually-hidden">
        Results
      </h2>
      {counts.length > 1 ? (
        <div className={styles.filters}>
          <h3 id="filter-title" className={styles.filtersTitle}>
            Show results from
          </h3>
          <ul className={styles.filterList} aria-labelledby="filter-title">
            {[["All sections", outcome.hits.length] as const, ...counts].map(([name, count]) => {
              const value = name === "All sections" ? null : name;
              return (
                <li key={name}>
                  <button
                    type="button"
                    className={styles.filter}
                    aria-pressed={section === value}
                    onClick={() => setSection(value)}
                  >
                    <span>{name}</span>
                    <span className={styles.filterCount}>{count}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <ol className={styles.results}>
        {hits.map((hit) => {
          const place = resultPlace(hit, places);
          return (
            <li key={`${hit.url}-${hit.title}`} className={styles.result}>
              <p className={styles.resultPlace}>
                <span className={styles.resultKind}>{place.kind}</span>
                <span className={styles.resultTrail}>{place.trail.join(" › ")}</span>
              </p>
              <h3 className={styles.resultTitle}>
                <Link to={hit.url} className={styles.resultLink}>
                  <HitTitle title={hit.title} query={outcome.term} />
                </Link>
              </h3>
              <ResultSnippet
                hit={hit}
                query={outcome.term}
                description={descriptions[hit.url.replace(/[?#].*$/, "")]}
              />
            </li>
          );
        })}
      </ol>
      <aside aria-label="More ways to find it" className={styles.aside}>
        <PopularSearches terms={popularSearches} title="Other searches" />
        <Card title="Not finding what you need?" className={styles.talk}>
          <p>Tell us about your service and we will show you the products that fit.</p>
          <ButtonLink href="/bookmeeting" size="small" className={styles.talkAction}>
            Book a meeting
          </ButtonLink>
        </Card>
      </aside>
    </section>
  );
}

/** A page found by its heading or a heading's fragment shows its description instead. */
function ResultSnippet({ hit, query, description }: { hit: SearchHit; query: string; description?: string }) {
  const snippet = resultSnippet(hit, description);
  if (snippet === null) return null;
  return <HitExcerpt excerpt={snippet === hit.excerpt ? snippet : escapeText(snippet)} query={query} />;
}

/** Before anything is typed: the pages most visits start from, as result cards with what each holds. */
function PopularPages({ pages }: { pages: readonly PopularPage[] }) {
  return (
    <section aria-labelledby="popular-pages-title" className={styles.popularPages} data-pagefind-ignore="">
      <Heading level={2} size="card" id="popular-pages-title">
        Popular articles
      </Heading>
      <Grid as="ul" cols={{ sm: 2, lg: 3 }} gap={4}>
        {pages.map((page) => (
          <li key={page.path} className={styles.result}>
            <p className={styles.resultPlace}>
              <span className={styles.resultKind}>{page.kind}</span>
            </p>
            <h3 className={styles.resultTitle}>
              <Link to={page.path} className={styles.resultLink}>
                {page.label}
              </Link>
            </h3>
            <p className={styles.cardText}>{page.description}</p>
          </li>
        ))}
      </Grid>
    </section>
  );
}

/** A section's own page is listed under the section's name as "All products", not "Products" again. */
function indexLabel(label: string, section: string): string {
  return label === section ? `All ${section.toLowerCase()}` : label;
}

function AllPages({ sections }: { sections: SectionPages[] }) {
  return (
    <section aria-labelledby="all-pages-title" className={styles.allPages}>
      <Heading level={2} size="card" id="all-pages-title">
        Every page, by section
      </Heading>
      <ul className={styles.sections}>
        {sections.map(({ section, pages }) => (
          <li key={section} className={styles.section}>
            <h3 className={styles.sectionTitle}>
              <HitSection section={section} />
            </h3>
            <ul className={styles.pageList}>
              {pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className={styles.pageLink}>
                    {indexLabel(page.label, section)}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
