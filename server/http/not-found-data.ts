/**
 * The client router's data request for an unknown path (`/anything.data`): React Router
 * answers it with the not-found route's data, the same for every unknown path. It is
 * rendered once, on the first such request, and then answered from memory.
 */
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { CACHE_POLICY } from "./cache-policy.ts";
import { isApiPath, isPerRequestPage } from "./request-guards.ts";

interface RenderedData {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

export function cachedNotFoundData(build: ServerBuild) {
  const handle = createRequestHandler(build, "production");
  let rendered: Promise<RenderedData> | undefined;

  async function render(): Promise<RenderedData> {
    const response = await handle(new Request("http://localhost/404.data"), new RouterContextProvider());
    return {
      status: response.status,
      headers: [...response.headers.entries()],
      body: Buffer.from(await response.arrayBuffer()),
    };
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const isUnknownPageData = req.path.endsWith(".data") && !isApiPath(req.path) && !isPerRequestPage(req.path);
    if ((req.method !== "GET" && req.method !== "HEAD") || !isUnknownPageData) {
      return next();
    }
    rendered ??= render().catch((error: unknown) => {
      rendered = undefined;
      throw error;
    });
    try {
      const { status, headers, body } = await rendered;
      for (const [name, value] of headers) res.setHeader(name, value);
      res.setHeader("Cache-Control", CACHE_POLICY.noStore);
      res.setHeader("Content-Length", body.length);
      res.status(status).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  };
}
