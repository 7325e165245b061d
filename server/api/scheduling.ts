import { Router } from "express";
import type { Services } from "../services.ts";

// Placeholder until the scheduler API lands.
export function createSchedulingRouter(_services: Services): Router {
  return Router();
}
