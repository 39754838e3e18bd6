"""Rule indexes: extraction, loading and comparison of rules documents."""
