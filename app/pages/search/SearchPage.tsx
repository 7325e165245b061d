/**
 * /search?q=…: the same results as the search dialog, at an address visitors can share. The page is
 * pre-rendered once, without a query, so it reads the query from the URL after it starts; without
 * JavaScript it lists every page by section instead, so a search never ends in a dead end.
 */
import { type FormEvent, useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import type { SectionPages } from "#shared/site/site-sections.ts";
import { PageHero } from "~/components/sections/PageHero";
import { Button, CardGrid, Container, Heading } from "~/components/ui";
import { HitExcerpt, HitSection, hitTitleClass } from "~/search/HitText";
import type { SearchOutcome } from "~/search/pagefind-client";
import { searchPageUrl } from "~/search/search-url";
import { resultsAnnouncement, useSiteSearch, visibleOutcome } from "~/search/use-site-search";
import styles from "./SearchPage.module.css";

const PAGE_RESULTS = 50;
const QUERY_FIELD_ID = "search-query";

export function SearchPage({ sections }: { sections: SectionPages[] }) {
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

  return (
    <>
      <PageHero
        title="Search"
        lead="Find any page, product, article or whitepaper on this site."
        actions={
          <form role="search" action="/search" method="get" className={styles.form} onSubmit={onSubmit}>
            <label htmlFor={QUERY_FIELD_ID} className="visually-hidden">
              Search the site
            </label>
            <input
              id={QUERY_FIELD_ID}
              name="q"
              type="search"
              className={styles.input}
              placeholder="Search pages, products and articles"
              autoComplete="off"
              enterKeyHint="search"
              value={query}
              onChange={(event) => updateQuery(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </form>
        }
      />
      <Container className={styles.content}>
        <p role="status" className={styles.status}>
          {resultsAnnouncement(search)}
        </p>
        {found ? <Results outcome={found} /> : <AllPages sections={sections} />}
      </Container>
    </>
  );
}

function Results({ outcome }: { outcome: SearchOutcome }) {
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="visually-hidden">
        Results
      </h2>
      <ol className={styles.results}>
        {outcome.hits.map((hit) => (
          <li key={`${hit.url}-${hit.title}`} className={styles.result}>
            <HitSection section={hit.section} />
            <h3 className={hitTitleClass}>
              <Link to={hit.url} className={styles.resultLink}>
                {hit.title}
              </Link>
            </h3>
            <HitExcerpt excerpt={hit.excerpt} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function AllPages({ sections }: { sections: SectionPages[] }) {
  return (
    <section aria-labelledby="all-pages-title" className={styles.allPages}>
      <Heading level={2} size="card" id="all-pages-title">
        Every page, by section
      </Heading>
      <CardGrid columns={3} tabletColumns={2}>
        {sections.map(({ section, pages }) => (
          <li key={section} className={styles.section}>
            <h3 className={styles.sectionTitle}>
              <HitSection section={section} />
            </h3>
            <ul className={styles.pageList}>
              {pages.map((page) => (
                <li key={page.path}>
                  <Link to={page.path} className={styles.pageLink}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </CardGrid>
    </section>
  );
}
