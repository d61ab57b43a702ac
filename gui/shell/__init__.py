"""The application: entry point, main window, menus, autosave, errors, single instance."""
