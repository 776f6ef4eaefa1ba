"""The server's settings: one typed object, read from initializationOptions and from
the "gcnls" section of workspace/configuration (both shaped like the editor settings:
``{"mcpu": "gfx803", "crossCheck": {"onSave": true}, "llvmMcPath": "/usr/bin/llvm-mc",
"analysis": {"hazards": false, "severity": {"waitcnt": "error"}}}``).

Trust: ``llvmMcPath`` names a program the server runs, so it is read only from the
initialization options (which the editor fills from the user's own configuration) or
the ``GCNLS_LLVM_MC`` environment variable; workspace/configuration and
didChangeConfiguration (which a cloned repository's settings can feed) never set it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from typing import Any


_SEVERITIES = {"error": 1, "warning": 2, "information": 3, "info": 3, "hint": 4}


@dataclass(frozen=True, slots=True)
class Settings:
    mcpu: str | None = None
    cross_check_on_save: bool = False
    llvm_mc_path: str | None = None
    include_paths: tuple[str, ...] = ()  # gcnls.includePaths: where .include also looks
    # gcnls.defsym: ["NAME=VALUE", ...], symbols defined before the first line (gcnls mc
    # --defsym); entries llvm-mc would refuse are left out (``defsym_errors`` says why)
    defsym: tuple[tuple[str, int], ...] = ()
    defsym_errors: tuple[str, ...] = ()
    # gcnls.analysis.<check> (true/false) and gcnls.analysis.severity.<check>
    # ("error", "warning", "information", "hint"): the whole-kernel checks (gcnls/checks).
    analysis_off: frozenset[str] = frozenset()
    analysis_severity: tuple[tuple[str, int], ...] = ()

    def merged(self, raw: Any, trusted: bool = False) -> "Settings":
        """These settings updated with whatever ``raw`` (a dict, maybe nested) sets;
        ``llvmMcPath`` only when ``trusted`` (the initialization options)."""
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
        if trusted and "llvmMcPath" in raw:
            p = raw["llvmMcPath"]
            out = replace(out, llvm_mc_path=p if isinstance(p, str) and p else None)
        if "includePaths" in raw:
            paths = raw["includePaths"]
            if isinstance(paths, str):
                paths = [paths]
            out = replace(out, include_paths=tuple(p for p in paths if isinstance(p, str) and p)
                          if isinstance(paths, (list, tuple)) else ())
        if "defsym" in raw:
            out = _with_defsym(out, raw["defsym"])
        analysis = raw.get("analysis")
        if isinstance(analysis, dict):
            off = set(out.analysis_off)
            sev = dict(out.analysis_severity)
            for name, value in analysis.items():
                if name == "severity" and isinstance(value, dict):
                    for check, level in value.items():
                        n = _SEVERITIES.get(str(level).lower()) if isinstance(level, str) else None
                        if n is not None:
                            sev[str(check)] = n
                elif isinstance(value, bool):
                    (off.discard if value else off.add)(str(name))
            out = replace(out, analysis_off=frozenset(off), analysis_severity=tuple(sorted(sev.items())))
        return out

    def llvm_mc(self, env: dict | None = None) -> str | None:
        """The llvm-mc cross-checks run: the initialization option, else
        ``GCNLS_LLVM_MC``, each checked by llvm_mc.server_llvm_mc (raises LlvmMcError with
        the reason: no fallback); None when neither is set (then llvm-mc is looked for
        where the server's own environment has it)."""
        from ..xcheck.llvm_mc import ENV_VAR, server_llvm_mc

        env = os.environ if env is None else env
        if self.llvm_mc_path is not None:
            return server_llvm_mc(self.llvm_mc_path, "the llvmMcPath initialization option")
        if env.get(ENV_VAR):
            return server_llvm_mc(env[ENV_VAR], ENV_VAR)
        return None


def _with_defsym(out: Settings, given: Any) -> Settings:
    """``gcnls.defsym``: a list of ``NAME=VALUE`` strings (or one string), each read as
    ``gcnls mc --defsym`` reads it (a later one of a name wins, as there)."""
    from ..mc import defsym

    if isinstance(given, str):
        given = [given]
    defined: dict[str, int] = {}
    errors: list[str] = []
    for text in given if isinstance(given, (list, tuple)) else ():
        if not isinstance(text, str):
            errors.append(f"not a string: {text!r}")
            continue
        try:
            name, value = defsym(text)
        except ValueError as e:
            errors.append(str(e))
            continue
        defined.pop(name, None)
        defined[name] = value
    return replace(out, defsym=tuple(defined.items()), defsym_errors=tuple(errors))


def untrusted_keys(raw: Any) -> list[str]:
    """Keys of a workspace settings object that the server ignores there."""
    if isinstance(raw, dict) and isinstance(raw.get("gcnls"), dict):
        raw = raw["gcnls"]
    return ["llvmMcPath"] if isinstance(raw, dict) and raw.get("llvmMcPath") else []
