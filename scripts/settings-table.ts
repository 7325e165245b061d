/** Prints the README's settings table, generated from the settings module: `npm run settings`. */
import { settingsTable } from "../server/settings/settings.ts";

console.log(settingsTable());
