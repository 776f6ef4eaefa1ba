"""gcnls: a language server and toolkit for AMD GCN assembly (GCN 1.0-1.4, gfx6-gfx9)."""

__version__ = "0.1.0"
