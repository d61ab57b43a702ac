"""The database: ORM, migrations, catalogs, quotes, packs and price lists, health, backups,
drafts."""
