/** The cookies an answer sets, as a browser would send them back: "name=value; other=value". */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
