"""The engine interface and how engines are loaded."""
