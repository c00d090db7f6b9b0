"""Postgres access: plain SQL through asyncpg, one module per aggregate."""
