import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { BookingConfirmation as Booking, SlotsResponse } from "#shared/scheduling/booking-schema.ts";
import { detectTimeZone, groupSlotsByDay, type ZonedSlot } from "#shared/scheduling/slot-days.ts";
import { isoDateInZone, isValidTimeZone } from "#shared/scheduling/zoned-time.ts";
import { Button, TextLink } from "~/components/ui";
import { BookingForm, type BookingFormValues } from "./BookingForm";
import { Calendar } from "./Calendar";
import { BookingSteps, nextFreeTimes } from "./NextFreeTimes";
import { readPrefill } from "./prefill";
import styles from "./Scheduler.module.css";
import { SchedulerLoading } from "./SchedulerLoading";
import { SlotPicker } from "./SlotPicker";
import { fetchSlots } from "./scheduler-api";
import { TimeZoneSelect } from "./TimeZoneSelect";

/** The confirmation's code loads while the visitor fills in the details, so it is there when the booking is. */
const loadConfirmation = () => import("./BookingConfirmation");
const BookingConfirmation = lazy(() =>
  loadConfirmation().then(
    (module) => ({ default: module.BookingConfirmation }),
    () => ({ default: PlainConfirmation }),
  ),
);

/** Should the confirmation's code not arrive, the booking is still confirmed, plainly; the e-mail has the rest. */
function PlainConfirmation({ booking, headingLevel }: { booking: Booking; headingLevel: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.confirmation} role="status">
      <Heading className={styles.stepHeading}>Your meeting is booked</Heading>
      <p>The details are on their way to your inbox.</p>
      <TextLink href={booking.icsUrl}>Add to calendar (.ics)</TextLink>
    </div>
  );
}

type SlotsState = { status: "loading" } | { status: "error" } | { status: "ready"; data: SlotsResponse };

/** Loads the free slots; `reload` refreshes them while the current ones stay on screen. */
function useSlots() {
  const [state, setState] = useState<SlotsState>({ status: "loading" });
  const load = useCallback((signal?: AbortSignal) => {
    fetchSlots(signal).then(
      (data) => setState({ status: "ready", data }),
      () => {
        if (!signal?.aborted) setState((current) => (current.status === "ready" ? current : { status: "error" }));
      },
    );
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);
  const retry = useCallback(() => {
    setState({ status: "loading" });
    load();
  }, [load]);
  return { state, reload: load, retry };
}

export interface SchedulerAppProps {
  headingLevel: 2 | 3 | 4;
  requestFormHref: string;
}

/** The built-in scheduler: time zone, day, time, details, confirmation. */
export default function SchedulerApp({ headingLevel, requestFormHref }: SchedulerAppProps) {
  const [searchParams] = useSearchParams();
  const [prefill] = useState(() => readPrefill(searchParams));
  const { state, reload, retry } = useSlots();
  const [detected] = useState(() => {
    const zone = detectTimeZone("UTC");
    return isValidTimeZone(zone) ? zone : "UTC";
  });
  const [timeZone, setTimeZone] = useState(detected);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<ZonedSlot | null>(null);
  const [booking, setBooking] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [values, setValues] = useState<BookingFormValues>({
    name: prefill.name,
    email: prefill.email,
    company: prefill.company,
    guests: prefill.guests,
    notes: prefill.notes,
  });
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const data = state.status === "ready" ? state.data : null;
  const days = useMemo(
    () => (data ? groupSlotsByDay(data.slots, timeZone) : new Map<string, ZonedSlot[]>()),
    [data, timeZone],
  );
  const counts = useMemo(() => new Map([...days].map(([day, slots]) => [day, slots.length])), [days]);
  const firstDay = days.keys().next().value;
  const today = isoDateInZone(Date.now(), timeZone);
  const lastDay = [...days.keys()].at(-1) ?? today;

  // A prefilled ?date= opens that day when it has free times.
  useEffect(() => {
    if (prefill.date && counts.has(prefill.date)) setDate((current) => current ?? prefill.date);
  }, [prefill.date, counts]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  useEffect(() => {
    if (slot) void loadConfirmation();
  }, [slot]);

  if (state.status === "loading") return <SchedulerLoading />;
  if (state.status === "error" || !data) {
    return (
      <div className={styles.problem} role="alert">
        <p>We could not load the free times just now.</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
          <TextLink href={requestFormHref}>Send us a meeting request instead</TextLink>
        </div>
      </div>
    );
  }

  if (booking) {
    return (
      <Suspense fallback={<SchedulerLoading label="Confirming your booking…" />}>
        <BookingConfirmation
          booking={booking}
          headingLevel={headingLevel}
          onBookAnother={() => {
            setBooking(null);
            setSlot(null);
            setDate(null);
            reload();
          }}
        />
      </Suspense>
    );
  }

  const zoneSelect = (
    <TimeZoneSelect value={timeZone} teamTimeZone={data.timeZone} detected={detected} onChange={setTimeZone} />
  );

  if (slot) {
    return (
      <div className={styles.app}>
        {zoneSelect}
        <BookingForm
          slot={slot}
          timeZone={timeZone}
          teamTimeZone={data.timeZone}
          values={values}
          onValuesChange={setValues}
          extras={prefill.extras}
          headingLevel={headingLevel}
          onBooked={(confirmed) => {
            setBooking(confirmed);
            setNotice(null);
          }}
          onSlotUnavailable={(message) => {
            setSlot(null);
            setNotice(message);
            reload();
          }}
          onChangeTime={() => setSlot(null)}
        />
      </div>
    );
  }

  if (data.slots.length === 0) {
    return (
      <div className={styles.app}>
        <p className={styles.problem}>
          There are no free times in the coming weeks.{" "}
          <TextLink href={requestFormHref}>Send us a meeting request</TextLink> and we will find a time with you.
        </p>
      </div>
    );
  }

  return (
    <div className={styles.app}>
      {zoneSelect}
      {notice ? (
        <p ref={noticeRef} className={styles.alert} role="alert" tabIndex={-1}>
          {notice}
        </p>
      ) : null}
      <div className={styles.pickLayout}>
        <Calendar
          available={counts}
          selected={date}
          min={today}
          max={lastDay}
          initial={date ?? firstDay ?? today}
          onSelect={(picked) => {
            setDate(picked);
            setNotice(null);
          }}
        />
        <div className={styles.sidePane}>
          <SlotPicker
            date={date}
            slots={date ? (days.get(date) ?? []) : []}
            upcoming={nextFreeTimes(days)}
            timeZone={timeZone}
            teamTimeZone={data.timeZone}
            slotMinutes={data.slotMinutes}
            headingLevel={headingLevel}
            onPick={setSlot}
          />
          <BookingSteps slotMinutes={data.slotMinutes} headingLevel={headingLevel} />
        </div>
      </div>
    </div>
  );
}
