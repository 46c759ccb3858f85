/**
 * How a form's picker finds records beyond the first page it was given: a search box appears once the page is
 * full (`pageSize` records), and what it finds joins the picker's options.
 */
export type RecordSearch = {
  label: string;
  pageSize: number;
  find: (text: string) => Promise<{ id: string; name: string }[]>;
};
