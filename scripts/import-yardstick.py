#!/usr/bin/env python3
"""The import yardstick for `make bench`: a plain Python load of a beer CSV into SQLite.

Usage: import-yardstick.py BEERS.csv DATABASE
One transaction: a plain table filled with executemany, then a full-text index over name,
brewery and style (diacritics removed, as Taproom's) and an index on the name.
"""
import csv
import sqlite3
import sys

source, target = sys.argv[1], sys.argv[2]
db = sqlite3.connect(target, isolation_level=None)
db.execute("PRAGMA journal_mode = WAL")
db.execute("BEGIN")
db.execute("""CREATE TABLE beers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, brewery TEXT NOT NULL,
              country TEXT, style TEXT, abv REAL, ibu REAL, description TEXT)""")
with open(source, newline="", encoding="utf-8") as file:
    rows = csv.reader(file)
    header = [name.strip().lower() for name in next(rows)]
    at = {name: header.index(name) for name in ("name", "brewery", "country", "style", "abv", "ibu", "description")}

    def number(text):
        return float(text) if text else None

    db.executemany(
        "INSERT INTO beers (name, brewery, country, style, abv, ibu, description) VALUES (?, ?, ?, ?, ?, ?, ?)",
        ((r[at["name"]], r[at["brewery"]], r[at["country"]], r[at["style"]], number(r[at["abv"]]),
          number(r[at["ibu"]]), r[at["description"]]) for r in rows))
db.execute("""CREATE VIRTUAL TABLE beers_fts USING fts5(name, brewery, style, tokenize = "unicode61 remove_diacritics 2")""")
db.execute("INSERT INTO beers_fts (rowid, name, brewery, style) SELECT id, name, brewery, style FROM beers")
db.execute("CREATE INDEX beers_name ON beers(name)")
db.execute("COMMIT")
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.close()
