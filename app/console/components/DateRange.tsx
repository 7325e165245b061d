import type { ReactNode } from "react";
import { commonPeriods, type Period } from "#shared/console/periods.ts";
import styles from "../console.module.css";
import local from "./DateRange.module.css";
import { DayField } from "./DayField";
import { type Segment, Segmented } from "./Segmented";

interface DayInput {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  error?: string | undefined;
  placeholder?: string | undefined;
}

/**
 * The common periods ending `today` (the team's day) as one-press choices, the chosen one current; a phone
 * shows "7 days" for "Last 7 days" (the whole label is still read aloud).
 */
export function periodChoices(
  today: string,
  chosen: { from?: string | undefined; to?: string | undefined },
  href: (period: Period) => string,
): Segment[] {
  return commonPeriods(today).map((period) => {
    const [first, ...rest] = period.label.split(" ");
    return {
      key: period.label,
      to: href(period),
      label:
        first === "Last" ? (
          <>
            <span className={styles.segmentExtra}>{first}</span> {rest.join(" ")}
          </>
        ) : (
          period.label
        ),
      current: chosen.from === period.from && chosen.to === period.to,
    };
  });
}

/**
 * A control under a caption set as a field's label is ("Period"), so a toolbar of fields and choices reads as one
 * row of labelled controls. The caption is shown only: the control is named by its own label.
 */
export function Captioned({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className={local.choices}>
      <span className={local.caption} aria-hidden="true">
        {caption}
      </span>
      {children}
    </div>
  );
}

/**
 * The console's one period control (Export, Analytics, Bookings): the one-press choices (common periods,
 * or the agenda's previous / today / next) as a segmented control, then the days, typed or picked (under
 * the choices below lg, beside them from lg), with whatever the form adds after them (its Apply button). Inside the page's
 * form, so the days are sent with it; the choices are links and work without the page's code.
 */
export function DateRange({
  choicesLabel,
  caption,
  choices,
  from,
  to,
  reloadDocument,
  children,
}: {
  choicesLabel: string;
  /**
   * A word over the choices, as the days have their labels ("Period"): the row then reads as one set of labelled
   * fields on one line. Shown only; the choices are named by `choicesLabel`.
   */
  caption?: string;
  choices: Segment[];
  from: DayInput;
  to?: DayInput | undefined;
  reloadDocument?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={local.range}>
      {caption ? (
        <Captioned caption={caption}>
          <Segmented label={choicesLabel} segments={choices} reloadDocument={reloadDocument} />
        </Captioned>
      ) : (
        <Segmented label={choicesLabel} segments={choices} reloadDocument={reloadDocument} />
      )}
      <div className={local.days}>
        <DayField {...from} />
        {to && <DayField {...to} />}
        {children}
      </div>
    </div>
  );
}
