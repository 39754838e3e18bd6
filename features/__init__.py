"""Gherkin feature files, one folder per game; shipped as package data."""
