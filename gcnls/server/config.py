"""The server's settings: one typed object, read from initializationOptions and from
the "gcnls" section of workspace/configuration (both shaped like the editor settings:
``{"mcpu": "gfx803", "crossCheck": {"onSave": true}, "llvmMcPath": "/usr/bin/llvm-mc"}``)."""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True, slots=True)
class Settings:
    mcpu: str | None = None
    cross_check_on_save: bool = False
    llvm_mc_path: str | None = None
    include_paths: tuple[str, ...] = ()  # gcnls.includePaths: where .include also looks

    def merged(self, raw: Any) -> "Settings":
        """These settings updated with whatever ``raw`` (a dict, maybe nested) sets."""
        if not isinstance(raw, dict):
            return self
        if isinstance(raw.get("gcnls"), dict):
            raw = raw["gcnls"]
        out = self
        if "mcpu" in raw:
            m = raw["mcpu"]
            out = replace(out, mcpu=m.strip() if isinstance(m, str) and m.strip() else None)
        cc = raw.get("crossCheck")
        on_save = cc.get("onSave") if isinstance(cc, dict) else raw.get("crossCheck.onSave")
        if on_save is not None:
            out = replace(out, cross_check_on_save=on_save is True)
        if "llvmMcPath" in raw:
            p = raw["llvmMcPath"]
            out = replace(out, llvm_mc_path=p if isinstance(p, str) and p else None)
        if "includePaths" in raw:
            paths = raw["includePaths"]
            if isinstance(paths, str):
                paths = [paths]
            out = replace(out, include_paths=tuple(p for p in paths if isinstance(p, str) and p)
                          if isinstance(paths, (list, tuple)) else ())
        return out

    def llvm_mc(self) -> str | None:
        """The llvm-mc setting, only when it names an existing executable file."""
        p = self.llvm_mc_path
        if p and os.path.isfile(p) and os.access(p, os.X_OK):
            return p
        return None
