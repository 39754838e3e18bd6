"""The Legions! step library (docs/legions-data.md): declared states, actions, and what to observe."""
