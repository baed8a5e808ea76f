// The whole repayment schedule on the page (the API returns its first 12
// months, as the spec says): a summary per year, every month (grouped by year)
// one click away, and the schedule as a CSV file. In the island the months are
// drawn when opened and the file is made when asked for, so a 100-year loan
// does not weigh on the page; a snapshot page (server only, no island) carries
// them as plain markup and a data: link.
import { useState } from 'preact/hooks';
import type { ScheduleRow } from '../../engines/core/contract.ts';
import { readNumber, type ReadingPrefs } from '../../engines/derive/readout.ts';

const MONTHS_PER_YEAR = 12;

interface YearTotals {
  year: number;
  first: number;
  last: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

/** Sums in whole cents: the rows are cent amounts, and a sum of doubles would drift. */
const cents = (x: number) => Math.round(x * 100);

export function yearTotals(rows: ScheduleRow[]): YearTotals[] {
  const years: YearTotals[] = [];
  for (const r of rows) {
    const year = Math.ceil(r.period / MONTHS_PER_YEAR);
    let y = years[years.length - 1];
    if (!y || y.year !== year) years.push((y = { year, first: r.period, last: r.period, payment: 0, interest: 0, principal: 0, balance: 0 }));
    y.last = r.period;
    y.payment += cents(r.payment);
    y.interest += cents(r.interest);
    y.principal += cents(r.principal);
    y.balance = r.balance;
  }
  return years.map((y) => ({ ...y, payment: y.payment / 100, interest: y.interest / 100, principal: y.principal / 100 }));
}

/** Rows as arrays for the page's result block: less than half the bytes of objects on a long schedule. */
export const packSchedule = (rows: ScheduleRow[]) => rows.map((r) => [r.period, r.payment, r.interest, r.principal, r.balance]);
export const unpackSchedule = (packed: number[][]): ScheduleRow[] => packed.map(([period, payment, interest, principal, balance]) => ({ period, payment, interest, principal, balance }));

/** The schedule as CSV: one row per month, amounts as exact cent values with a point. */
export function scheduleCsv(rows: ScheduleRow[]): string {
  const line = (r: ScheduleRow) => [r.period, r.payment.toFixed(2), r.interest.toFixed(2), r.principal.toFixed(2), r.balance.toFixed(2)].join(',');
  return ['Month,Payment,Interest,Principal,Balance', ...rows.map(line)].join('\r\n') + '\r\n';
}

const CSV_NAME = 'amortization-schedule.csv';

function download(rows: ScheduleRow[]) {
  const url = URL.createObjectURL(new Blob([scheduleCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: CSV_NAME });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function ScheduleView({ rows, prefs, serverOnly }: { rows: ScheduleRow[]; prefs: ReadingPrefs; serverOnly?: boolean }) {
  const [monthsOpen, setMonthsOpen] = useState(false);
  // Amounts without the sign in every cell; the column heads name the currency.
  const amount = (x: number) => readNumber(x, { as: 'money' }, null, { locale: prefs.locale, currency: null }).text;
  const month = (n: number) => readNumber(n, { as: 'count' }, null, prefs).text;
  // The currency once, in the captions: column heads stay narrow enough for a phone.
  const cur = prefs.currency ? `, in ${prefs.currency}` : '';
  const years = yearTotals(rows);
  const heads = (first: string) => (
    <tr>
      <th scope="col">{first}</th>
      <th scope="col">Paid</th>
      <th scope="col">Interest</th>
      <th scope="col">Principal</th>
      <th scope="col">Balance</th>
    </tr>
  );
  return (
    <section class="schedule" aria-label="Repayment schedule">
      <h3>Schedule: {month(rows.length)} payments</h3>
      <p>
        {serverOnly ? (
          <a class="btn" download={CSV_NAME} href={`data:text/csv;charset=utf-8,${encodeURIComponent(scheduleCsv(rows))}`}>
            Download the schedule (CSV)
          </a>
        ) : (
          <button type="button" class="btn" onClick={() => download(rows)}>
            Download the schedule (CSV)
          </button>
        )}
      </p>
      {/* Focusable, so a keyboard can scroll a table wider than a phone. */}
      <div class="scroll" tabIndex={0} role="region" aria-label="Each year">
        <table class="years">
          <caption>Each year{cur}</caption>
          <thead>{heads('Year')}</thead>
          <tbody>
            {years.map((y) => (
              <tr>
                <th scope="row">{month(y.year)}</th>
                <td class="num">{amount(y.payment)}</td>
                <td class="num">{amount(y.interest)}</td>
                <td class="num">{amount(y.principal)}</td>
                <td class="num">{amount(y.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <details class="months" onToggle={(e) => setMonthsOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>Every month ({month(rows.length)})</summary>
        {(serverOnly || monthsOpen) && (
          <div class="scroll" tabIndex={0} role="region" aria-label="Every month">
            <table>
              <caption>Each month{cur}</caption>
              <thead>{heads('Month')}</thead>
              {years.map((y) => (
                <tbody>
                  <tr class="year">
                    <th scope="rowgroup" colSpan={5}>
                      Year {month(y.year)}
                    </th>
                  </tr>
                  {rows
                    .filter((r) => Math.ceil(r.period / MONTHS_PER_YEAR) === y.year)
                    .map((r) => (
                      <tr>
                        <th scope="row">{month(r.period)}</th>
                        <td class="num">{amount(r.payment)}</td>
                        <td class="num">{amount(r.interest)}</td>
                        <td class="num">{amount(r.principal)}</td>
                        <td class="num">{amount(r.balance)}</td>
                      </tr>
                    ))}
                </tbody>
              ))}
            </table>
          </div>
        )}
      </details>
    </section>
  );
}
