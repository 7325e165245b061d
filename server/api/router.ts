import { Router } from "express";
import type { Services } from "../services.ts";

// Placeholder until the JSON API lands.
export function createApiRouter(_services: Services): Router {
  return Router();
}
