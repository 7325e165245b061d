import { data } from "react-router";

/** Any other console address: the layout's error boundary shows "Nothing here". */
export function loader(): never {
  throw data({ error: "There is no console page at this address." }, { status: 404 });
}

export default function ConsoleNotFound() {
  return null;
}
