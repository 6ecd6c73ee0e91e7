// Serves the build's precompressed twins (name.br, name.gz, written once at build time at the
// highest settings; decision 062) to browsers that accept them, instead of compressing each
// response on the fly: about a fifth fewer bytes and no CPU per request.
import { readdirSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";
import { acceptEncodingOf } from "./fresh-compression";
import { chooseContentCoding } from "../app/http/content-coding";

/** Every file under `root`, as a path relative to it with forward slashes. */
function filesUnder(root: string, dir = root, found = new Set<string>()): Set<string> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(root, path, found);
    else found.add(relative(root, path).split(sep).join("/"));
  }
  return found;
}

export interface PrecompressedOptions {
  maxAge: string;
  immutable: boolean;
}

export function precompressedFiles(root: string, options: PrecompressedOptions) {
  // Read once: a build's files never change under a running server, and a set of names known at
  // start cannot be grown by requests for files that do not exist.
  const files = filesUnder(root);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const coding = chooseContentCoding(acceptEncodingOf(req));
    if (coding === "identity") return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path).replace(/^\/+/, "");
    } catch {
      return next();
    }
    const twin = `${name}.${coding === "br" ? "br" : "gz"}`;
    if (!files.has(twin) || !files.has(name)) return next();
    res.type(extname(name) || "application/octet-stream");
    res.setHeader("Content-Encoding", coding);
    res.setHeader("Vary", "Accept-Encoding");
    res.sendFile(resolve(root, twin), { maxAge: options.maxAge, immutable: options.immutable, dotfiles: "deny" }, (error) => error && next(error));
  };
}
