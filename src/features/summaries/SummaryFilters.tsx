import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { SEARCH_MAX_LENGTH, SUMMARY_DATE_FILTERS, type SummaryDateFilter } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { Button } from '#src/ui/Button.tsx';
import { TextField } from '#src/ui/TextField.tsx';
import * as css from './summaries.css.ts';

const text = messages.dashboard;

type FiltersProps = {
  search: string;
  /** The machine's message next to the search box (too long, or the server's), or null. */
  searchError: string | null;
  /** The counter once the search nears its limit, or null. */
  searchCount: { length: number; max: number } | null;
  date: SummaryDateFilter;
  canApply: boolean;
  onSearchChange: (search: string) => void;
  onDateChange: (date: SummaryDateFilter) => void;
  onApply: () => void;
};

function isDateFilter(value: string): value is SummaryDateFilter {
  return (SUMMARY_DATE_FILTERS as readonly string[]).includes(value);
}

/** Editing only changes the draft; the list follows on Apply (or Enter in the search box). */
export function SummaryFilters({
  search,
  searchError,
  searchCount,
  date,
  canApply,
  onSearchChange,
  onDateChange,
  onApply,
}: FiltersProps) {
  const dateId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApply) onApply();
  };
  return (
    <search>
      <form className={css.filters} onSubmit={submit}>
        <TextField
          label={text.searchLabel}
          type="search"
          placeholder={text.searchPlaceholder}
          maxLength={SEARCH_MAX_LENGTH}
          error={searchError}
          {...(searchCount ? { hint: text.characterCount(searchCount.length, searchCount.max) } : {})}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        <div className={css.selectField}>
          <label className={css.label} htmlFor={dateId}>
            {text.dateLabel}
          </label>
          <select
            id={dateId}
            className={css.select}
            value={date}
            onChange={(event) => {
              if (isDateFilter(event.target.value)) onDateChange(event.target.value);
            }}
          >
            {SUMMARY_DATE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {text.dateFilters[filter]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" className={css.applyButton} disabled={!canApply} focusableWhenDisabled>
          <Search size={16} aria-hidden="true" />
          {text.apply}
        </Button>
      </form>
    </search>
  );
}
