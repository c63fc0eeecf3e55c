"""Builds the sailings search index.

Why OpenSearch, and when the index is rebuilt: services/search/docs/decisions/0001-use-opensearch-for-timetable-search.rst
and ADR-0002 of the search service (docs/decisions/0002-index-sailings-nightly.rst).
"""


def rebuild(sailings):
    return [{"id": s["id"], "port": s["port"], "date": s["date"]} for s in sailings]
