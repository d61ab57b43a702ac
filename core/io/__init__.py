"""Files and folders: where things live, writing all or nothing, private files, the log."""
